/**
 * Where a page's Markdown is written: beside its HTML, as the pre-render
 * names that (`/` → `index.md`, `/api/` → `api/index.md`, `/guide/x` →
 * `guide/x.md`), whatever `cleanUrls` says. Shared by the build and the Copy
 * button, which must agree; kept free of Node and zod, for the browser.
 */
export function markdownFile(routePath: string): string {
  const local = routePath.slice(1);
  return local === '' || local.endsWith('/') ? `${local}index.md` : `${local}.md`;
}
