import './styles/index.css';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { BrowserRouter } from 'react-router-dom';
import type { PageData } from '../schemas/page-data.js';
import { App } from './app.js';
import { loadPageModule } from './data/page-modules.js';
import { site } from './data/site.js';
import * as runtime from './runtime.js';
import * as theme from './theme.js';

declare global {
  interface Window {
    /**
     * Written by the pre-rendered HTML: the route shown, its page data URL
     * (none on a 404 page) and the folder of this build's route buckets —
     * here rather than in the bundle, so content edits leave the bundle as it is.
     */
    __DOCSITE__: { routePath: string; page: string | undefined; routes: string };
    /** This bundle's instances for compiled pages, which import them instead of bundling copies (cli/build/shared-modules.ts). */
    __DOCSITE_SHARED__: Record<string, unknown>;
  }
}

window.__DOCSITE_SHARED__ = { react: React, 'react-dom': ReactDOM, 'react/jsx-runtime': jsxRuntime, 'docsite/runtime': runtime, 'docsite/theme': theme };

const { routePath, page } = window.__DOCSITE__;
// The data the server rendered with: the HTML preloads it, so this is usually already in flight.
const initial: PageData | null = page ? await fetch(page).then((res) => res.json()) : null;
// A compiled page hydrates only once its module is here (the HTML preloads it too), so its first render matches the server's.
if (initial?.module) await loadPageModule(initial.module);
hydrateRoot(
  document.getElementById('docsite-root')!,
  <BrowserRouter basename={site.config.base.replace(/\/$/, '') || '/'}>
    <App routePath={routePath} initial={initial} />
  </BrowserRouter>,
);
