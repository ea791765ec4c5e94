import type { Loader } from 'esbuild';

const IMAGES = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.bmp'];
const FILES = [...IMAGES, '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm', '.mp3', '.wav', '.pdf'];

/** Docusaurus reads JSX in any `.js` file (through Babel), and its sites' components are written so (`src/components/Card.js`). */
const JSX_IN_JS: Record<string, Loader> = { '.js': 'jsx' };

/** Files site code (pages and the `components` module alike) may import for their URL: copied into `assets/` by the browser build. */
export const FILE_LOADERS: Record<string, Loader> = { ...JSX_IN_JS, ...Object.fromEntries(FILES.map((ext) => [ext, 'file'])) };

/** For builds that need none of those files nor styles (the pre-render of the theme, reading export names). */
export const EMPTY_LOADERS: Record<string, Loader> = { ...JSX_IN_JS, ...Object.fromEntries([...FILES, '.css'].map((ext) => [ext, 'empty'])) };
