/**
 * Rspress's runtime (`rspress/runtime`, `@rspress/core/runtime`), for pages and
 * components written for it: `docsite/runtime`, whose hooks Rspress's share
 * names with (`usePageData`, `useLang`, `useLocation`, `withBase`…), and its
 * `useDark` and `NoSSR`. Bundled where it is used, as Docusaurus's modules are.
 */
import type { ReactNode } from 'react';
import { useDarkScheme } from './color-scheme.js';
import { useIsBrowser } from './docusaurus.js';

export * from 'docsite/runtime';

/** Whether the page shows the dark colour scheme, kept current; false in the pre-render. */
export function useDark(): boolean {
  return useDarkScheme();
}

/** Its children only in the browser, once the page is live: the pre-render and the hydrating render show nothing. */
export function NoSSR({ children }: { children?: ReactNode }): ReactNode {
  return useIsBrowser() ? children : null;
}
