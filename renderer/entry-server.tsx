import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { PageData } from '../schemas/page-data.js';
import { App, titleOf } from './app.js';
import { setServerModule, type PageModule } from './data/page-modules.js';
import { SiteProvider, site } from './data/site.js';
import { PageContext } from './data/page-context.js';
import { Content } from './components/Content.js';
import { setTheme } from './data/theme-components.js';
import { setMessages } from './i18n/index.js';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
export { setServerSidebars } from './data/folder-sidebars.js';
import * as runtime from './runtime.js';
import * as theme from './page-components.js';

setTheme(theme);
setMessages({ en, zh });

export { titleOf, site };

/**
 * What a compiled page's server bundle gets when it requires these: this
 * bundle's own instances, so pages and theme share one React and one set of
 * contexts.
 */
export const shared: Record<string, unknown> = { react: React, 'react-dom': ReactDOM, 'react/jsx-runtime': jsxRuntime, 'docsite/runtime': runtime, 'docsite/theme': theme };

/** Pre-render one page to HTML, as the client will hydrate it; a compiled page comes with its module. */
export function renderPage(url: string, routePath: string, data: PageData | null, module?: PageModule): string {
  if (data?.module && module) setServerModule(data.module.js, module);
  return renderToString(
    <StaticRouter location={url} basename={site.config.base.replace(/\/$/, '') || '/'}>
      <App routePath={routePath} initial={data} />
    </StaticRouter>,
  );
}

/** A page's content alone, without the theme around it: what feeds carry. Links keep the page's own resolution. */
export function renderContent(url: string, routePath: string, data: PageData, module?: PageModule): string {
  if (data.module && module) setServerModule(data.module.js, module);
  return renderToStaticMarkup(
    <StaticRouter location={url} basename={site.config.base.replace(/\/$/, '') || '/'}>
      <SiteProvider routePath={routePath}>
        <PageContext.Provider value={data}>
          <Content body={data.body} />
        </PageContext.Provider>
      </SiteProvider>
    </StaticRouter>,
  );
}
