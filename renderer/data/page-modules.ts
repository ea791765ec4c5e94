import type { ComponentType } from 'react';
import type { PageModuleAssets } from '../../schemas/page-data.js';
import { loadTheme } from './theme-components.js';

/** A compiled page: its default export renders the content with the components it is given. */
export interface PageModule {
  default: ComponentType<{ components: Record<string, unknown> }>;
}

/**
 * Loaded page modules by URL. Content renders a module only once it is
 * here, never through `React.lazy`: a lazy component suspends on its first
 * render even when its chunk has arrived, which would throw away the
 * pre-rendered HTML on hydration.
 */
const modules = new Map<string, PageModule>();
const loading = new Map<string, Promise<void>>();

export function pageModule(url: string): PageModule | undefined {
  return modules.get(url);
}

/** The pre-renderer hands each page its module; one at a time, so none is kept after its page. */
export function setServerModule(url: string, module: PageModule): void {
  modules.clear();
  modules.set(url, module);
}

/** Load a page's module and stylesheets (once); resolves when the page can render. */
export function loadPageModule(assets: PageModuleAssets): Promise<void> {
  let done = loading.get(assets.js);
  if (!done) {
    const module = shareWithPages().then(() => import(/* @vite-ignore */ assets.js) as Promise<PageModule>);
    done = Promise.all([module, ...assets.css.map(loadStylesheet)]).then(([loaded]) => {
      modules.set(assets.js, loaded);
    });
    // A failed load (offline, or a newer deploy removed the chunk) must not stick.
    done.catch(() => loading.delete(assets.js));
    loading.set(assets.js, done);
  }
  return done;
}

/** The theme's instances where compiled pages read them, and its components in the registry, before the first page runs. */
async function shareWithPages(): Promise<void> {
  await Promise.all([loadTheme(), import('./page-shared.js')]);
}

/** A page's stylesheet stays once added: leaving the page keeps its styles, as a bundler's CSS import would. */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Failed to load ${href}`));
    document.head.append(link);
  });
}
