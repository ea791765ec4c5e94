import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageData } from '../schemas/page-data.js';
import { App, titleOf } from './app.js';
import { site } from './data/site.js';

export { titleOf, site };

/** Pre-render one page to HTML, as the client will hydrate it. */
export function renderPage(url: string, routePath: string, data: PageData | null): string {
  return renderToString(
    <StaticRouter location={url} basename={site.config.base.replace(/\/$/, '') || '/'}>
      <App routePath={routePath} initial={data} />
    </StaticRouter>,
  );
}
