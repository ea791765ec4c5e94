import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../../schemas/routes.js';
import { RouteTable } from '../../../../cli/build/route-table.js';
import { compareRoutes } from '../../../../cli/build/output-keys.js';
import { contentHash, routeEntry } from '../../../../cli/pipeline/routes.js';
import type { SourceFile } from '../../../../cli/pipeline/collect-files.js';

/** A route as the index makes it (`routeEntry`), for a source below the docs root. */
function indexRoute(relativePath: string, routePath: string, base: string, docsRoot: string, place: { lang: string; version?: string; pagePath?: string } = { lang: 'en' }): RouteEntry {
  const file: SourceFile = {
    absolutePath: `/site/${docsRoot}/${relativePath}`,
    relativePath,
    pagePath: place.pagePath ?? relativePath.replace(/\.(md|mdx)$/, ''),
    lang: place.lang,
    version: place.version ?? '',
    format: 'md',
  };
  return routeEntry(file, routePath, contentHash(relativePath + routePath), base, `${docsRoot}/${relativePath}`);
}

const sources = new Map<string, string>();
const sourceOf = (route: RouteEntry) => sources.get(route.path)!;

function routesOf(base: string, docsRoot: string): RouteEntry[] {
  const rows: [string, string, Parameters<typeof indexRoute>[4]?][] = [
    ['en/index.md', '/'],
    ['en/guide/start.mdx', '/guide/start'],
    ['zh/guide/start.mdx', '/zh/guide/start', { lang: 'zh' }],
    ['v1/en/guide/old.md', '/v1/guide/old', { lang: 'en', version: 'v1' }],
    ['en/odd/what?#100%.md', '/odd/what?#100%', { lang: 'en' }],
    ['en/api/index.md', '/api/'],
    ['en/Große Seite.md', '/Große Seite'],
    // A plugin's page lives outside the docs folder: its element is named after its route.
    ['../node_modules/plugin/virtual.mdx', '/virtual/', { lang: 'en', pagePath: 'virtual/index' }],
    ['en/guide/a.txt.md', '/guide/a.txt'],
  ];
  return rows.map(([relativePath, routePath, place]) => {
    sources.set(routePath, relativePath);
    return indexRoute(relativePath, routePath, base, docsRoot, place);
  });
}

describe('RouteTable', () => {
  for (const [base, docsRoot] of [['/', 'docs'], ['/docs/', 'site/docs'], ['/', '.'], ['/', ''], ['/', '../docs']] as const) {
    it(`gives back every route as the index made it (base ${base}, docs ${docsRoot})`, () => {
      const routes = routesOf(base, docsRoot);
      const table = new RouteTable(routes, sourceOf, { base, docsRoot });
      expect([...table]).toEqual(routes);
      expect(table.size).toBe(routes.length);
      for (const route of routes) {
        expect(table.get(route.path)).toEqual(route);
        expect(table.has(route.path)).toBe(true);
        expect(table.source(route.path)).toBe(sources.get(route.path));
        expect(table.sources.get(route.path)).toBe(sources.get(route.path));
      }
      expect(table.get('/nope')).toBeUndefined();
      expect(table.has('/nope')).toBe(false);
      expect(table.source('/nope')).toBeUndefined();
      expect([...table.keys()]).toEqual(routes.map((r) => r.path));
      expect([...table.sourceEntries()]).toEqual(routes.map((r) => [r.path, sources.get(r.path)]));
    });
  }

  it('lists the routes in the order the output keys are kept in', () => {
    const routes = routesOf('/', 'docs');
    const table = new RouteTable(routes, sourceOf, { base: '/', docsRoot: 'docs' });
    expect([...table.sorted()]).toEqual([...routes].sort((a, b) => compareRoutes(a.path, b.path)));
  });

  it('keeps a changed data URL, whether it has the index form or not', () => {
    const routes = routesOf('/', 'docs');
    const table = new RouteTable(routes, sourceOf, { base: '/', docsRoot: 'docs' });
    const start = table.get('/guide/start')!;
    const rehashed = { ...start, preload: start.preload.replace(/\.[0-9a-f]{8}\.json$/, '.00c0ffee.json') };
    table.set(rehashed);
    expect(table.get('/guide/start')).toEqual(rehashed);
    const elsewhere = { ...start, preload: '/elsewhere/start.json', filePath: 'other/start.md', element: 'other/start' };
    table.set(elsewhere);
    expect(table.get('/guide/start')).toEqual(elsewhere);
    table.set(start);
    expect(table.get('/guide/start')).toEqual(start);
    expect(() => table.set({ ...start, path: '/nope' })).toThrow('no route /nope');
  });
});
