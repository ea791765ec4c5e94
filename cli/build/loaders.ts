import type { Loader } from 'esbuild';

const IMAGES = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.bmp'];

/** Files site code (pages and the `components` module alike) may import for their URL: copied into `assets/` by the browser build. */
export const FILE_LOADERS: Record<string, Loader> = Object.fromEntries([...IMAGES, '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm', '.mp3', '.wav', '.pdf'].map((ext) => [ext, 'file']));

/** For builds that need none of those files nor styles (the pre-render of the theme, reading export names). */
export const EMPTY_LOADERS: Record<string, Loader> = Object.fromEntries([...Object.keys(FILE_LOADERS), '.css'].map((ext) => [ext, 'empty']));
