import path from 'node:path';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview } from '../../cli/serve/preview.js';
import { launchBrowser, openHydrated, type OfflineContext } from './browser.js';

/** A site built and served by the preview server, with a browser to open its pages in: where an e2e suite starts. */
export interface ServedSite {
  url(urlPath: string): string;
  /** `openHydrated` on a page of the site; the page stays open until `closePages` or `close`. */
  open(urlPath: string): ReturnType<typeof openHydrated>;
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the site in `dir` (failing with its messages), serves its `dist/` (under `base`, the config's, when it has
 * one: `url` and `open` then take paths below it) and launches Chromium.
 */
export async function serveBuiltSite(dir: string, base?: string): Promise<ServedSite> {
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building ${dir} failed:\n${result.messages.map(String).join('\n')}`);
  const [preview, browser] = await Promise.all([startPreview({ distDir: path.join(dir, 'dist'), port: 0, ...(base && { base }) }), launchBrowser()]);
  const contexts: OfflineContext[] = [];
  const url = (urlPath: string) => new URL(urlPath, preview.url).href;
  const closePages = async () => {
    await Promise.all(contexts.splice(0).map(({ context }) => context.close().catch(() => {})));
  };
  return {
    url,
    open: (urlPath) => openHydrated(browser, url(urlPath), contexts),
    closePages,
    async close() {
      await closePages();
      await browser.close();
      await preview.close();
    },
  };
}
