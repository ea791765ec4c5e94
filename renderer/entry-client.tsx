import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageData } from '../schemas/page-data.js';
import { App } from './app.js';
import { pageReady } from './data/pages.js';
import { langOf, site } from './data/site.js';
import { loadMessages } from './i18n/index.js';

const { routePath, page } = window.__DOCSITE__;
// The data the server rendered with: the HTML preloads it, so this is usually already in flight.
const initial: PageData | null = page ? await fetch(page).then((res) => res.json()) : null;
// The page hydrates only once its code (its module, the built-in components it uses) and its language's UI strings
// are here, so its first render matches the server's.
await Promise.all([initial && pageReady(initial), loadMessages(langOf(routePath))]);
// With the base's trailing slash, a link to the site's root leads to `/docs/`, as its href says, not to `/docs`
// (react-router's root under a basename is the basename itself). A page a host served at `/docs` keeps `/docs`:
// the router would match no route there under `/docs/`.
const { base } = site.config;
const basename = location.pathname.startsWith(base) ? base : base.slice(0, -1);
hydrateRoot(
  document.getElementById('docsite-root')!,
  <BrowserRouter basename={basename}>
    <App routePath={routePath} initial={initial} />
  </BrowserRouter>,
);
