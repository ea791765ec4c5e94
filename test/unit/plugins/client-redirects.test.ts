import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pluginClientRedirects } from '../../../plugins/client-redirects/index.js';
import { createMatcher, keepQueryAndHash, targetUrl } from '../../../plugins/client-redirects/match.js';
import { redirectFile, redirectPage } from '../../../plugins/client-redirects/page.js';
import type { AfterBuildContext, DocsitePlugin } from '../../../schemas/plugin.js';
import type { RouteEntry } from '../../../schemas/routes.js';
import { siteConfigSchema } from '../../../schemas/site-config.js';

const route = (path: string, filePath = `docs/en${path === '/' ? '/index' : path.replace(/\/$/, '/index')}.md`): RouteEntry => ({
  path,
  element: filePath.replace(/^docs\/|\.md$/g, ''),
  filePath,
  preload: '/static/pages/x.json',
  lang: path.startsWith('/zh/') ? 'zh' : 'en',
  version: '',
});
const ROUTES = ['/', '/guide/new', '/guide/other', '/api/', '/zh/', '/zh/guide/new', '/404'].map((p) => route(p));

/** The error `routeGenerated` throws for these routes, or undefined when it passes. */
async function routeError(plugin: DocsitePlugin, routes: RouteEntry[] = ROUTES): Promise<string | undefined> {
  try {
    await plugin.routeGenerated!(routes, true);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The files `afterBuild` emits for a site with this config, by path. */
async function emitted(plugin: DocsitePlugin, config: object = {}): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const context = {
    config: siteConfigSchema.parse(config),
    langs: ['en'],
    isProd: true,
    routes: ROUTES,
    pages: () => (async function* () {})(),
    emit: async (file: string, data: unknown) => {
      if (file in files) throw new Error(`emitted twice: ${file}`);
      files[file] = String(data);
    },
    keep: async () => false,
    previous: async () => undefined,
  } as AfterBuildContext;
  await plugin.afterBuild!(context);
  return files;
}

/** Runs a redirect page's script with `location` at `href`; the URL it replaces the page with. */
function scriptTarget(html: string, href: string): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const url = new URL(href);
  let replaced = '';
  runInNewContext(script, { location: { search: url.search, hash: url.hash, replace: (to: string) => (replaced = to) } });
  return replaced;
}

describe('options', () => {
  it('are checked, naming the key path and what was expected', () => {
    expect(() => pluginClientRedirects({ redirects: [{ from: 'old', to: '/guide/new' }] })).toThrow(
      '[client-redirects] invalid options: redirects[0].from: expected a site path that starts with `/`, without `?` or `#` (such as `/old/page`)',
    );
    expect(() => pluginClientRedirects({ redirects: [{ from: '/old', to: 'guide/new' }] })).toThrow(
      '[client-redirects] invalid options: redirects[0].to: expected a site path that starts with `/` (such as `/guide/new`) or an http(s) URL',
    );
    expect(() => pluginClientRedirects({ redirects: [{ from: ['/a', 7 as unknown as string], to: '/guide/new' }] })).toThrow(/^\[client-redirects\] invalid options: redirects\[0\]\.from\[1\]: /);
    expect(() => pluginClientRedirects({ redirects: [{ from: '/a', to: '/b', form: '/c' } as never] })).toThrow('redirects[0].form: unknown key; did you mean `from`?');
    expect(() => pluginClientRedirects({} as never)).toThrow('[client-redirects] invalid options: redirects: required: expected array');
  });

  it('hand the browser component JSON: paths read as pages, RegExps as source and flags without the stateful ones', () => {
    const plugin = pluginClientRedirects({
      redirects: [
        { from: ['/old.html', '/older/index.html'], to: '/guide/new' },
        { from: /^\/blog\/(\d+)$/gi, to: '/guide/$1' },
      ],
    });
    const [module, props] = (plugin.globalUIComponents as [string, unknown][])[0]!;
    expect(module).toBe('docsite/plugins/client-redirects/client');
    expect(JSON.parse(JSON.stringify(props))).toEqual({
      redirects: [
        { from: '/old', to: '/guide/new' },
        { from: '/older/', to: '/guide/new' },
        { from: { source: '^\\/blog\\/(\\d+)$', flags: 'i' }, to: '/guide/$1' },
      ],
    });
  });
});

describe('matching', () => {
  const match = createMatcher([
    { from: '/old', to: '/guide/new' },
    { from: '/old-folder/', to: '/api/' },
    { from: '/100%', to: '/guide/other' },
    { from: { source: '^/blog/(\\d+)/(\\w+)?$', flags: '' }, to: '/posts/$2/$1' },
    { from: { source: '^/docs/', flags: 'i' }, to: '/guide/new' },
    { from: { source: '^/old$', flags: '' }, to: '/never' },
  ]);

  it('finds a path written as a page or as its file', () => {
    expect(match('/old')).toBe('/guide/new');
    expect(match('/old.html')).toBe('/guide/new');
    expect(match('/old-folder/')).toBe('/api/');
    expect(match('/old-folder/index.html')).toBe('/api/');
    expect(match('/100%25')).toBe('/guide/other');
  });

  it('leaves other paths alone: a folder is not its page', () => {
    expect(match('/old/')).toBeUndefined();
    expect(match('/old-folder')).toBeUndefined();
    expect(match('/guide/new')).toBeUndefined();
  });

  it('fills `$n` with the captures of a RegExp, an empty one with nothing', () => {
    expect(match('/blog/42/hello')).toBe('/posts/hello/42');
    expect(match('/blog/42/')).toBe('/posts//42');
    expect(match('/DOCS/anything')).toBe('/guide/new');
  });

  it('takes the first redirect that matches', () => {
    expect(match('/old')).toBe('/guide/new');
  });

  it('does not keep state between tests of a pattern given with the g flag', async () => {
    const plugin = pluginClientRedirects({ redirects: [{ from: /^\/x\/(.+)$/g, to: '/guide/$1' }] });
    const { redirects } = (plugin.globalUIComponents as [string, { redirects: never }][])[0]![1];
    const again = createMatcher(redirects);
    expect([again('/x/new'), again('/x/new'), again('/x/new')]).toEqual(['/guide/new', '/guide/new', '/guide/new']);
    // The build's check tests every route with the same pattern: a stateful one would skip routes.
    expect(await routeError(plugin, [route('/x/a'), route('/x/b'), route('/guide/a')])).toMatch(/matches the page \/x\/a/);
    expect(await routeError(plugin, [route('/guide/a'), route('/x/b'), route('/x/c')])).toMatch(/matches the page \/x\/b/);
  });
});

describe('target URLs', () => {
  it('are written as the theme writes links: base, .html unless clean URLs, folders with their /', () => {
    expect(targetUrl('/guide/new', '/', false)).toBe('/guide/new.html');
    expect(targetUrl('/guide/new', '/docs/', false)).toBe('/docs/guide/new.html');
    expect(targetUrl('/guide/new', '/docs/', true)).toBe('/docs/guide/new');
    expect(targetUrl('/api/', '/docs/', false)).toBe('/docs/api/');
    expect(targetUrl('/', '/docs/', false)).toBe('/docs/');
    expect(targetUrl('/guide/new.md#install', '/', false)).toBe('/guide/new.html#install');
    expect(targetUrl('/guide/new.html?tab=1', '/', true)).toBe('/guide/new?tab=1');
    expect(targetUrl('/what%3F', '/', false)).toBe('/what%3F.html');
    expect(targetUrl('https://example.com/x', '/docs/', false)).toBe('https://example.com/x');
  });

  it('keep the reader\'s query and hash unless the target has its own', () => {
    expect(keepQueryAndHash('/guide/new.html', '?a=1', '#part')).toBe('/guide/new.html?a=1#part');
    expect(keepQueryAndHash('/guide/new.html#install', '?a=1', '#part')).toBe('/guide/new.html?a=1#install');
    expect(keepQueryAndHash('/guide/new.html?tab=2', '?a=1', '#part')).toBe('/guide/new.html?tab=2#part');
    expect(keepQueryAndHash('/guide/new.html', '', '')).toBe('/guide/new.html');
  });
});

describe('static redirect pages', () => {
  it('are named as docsite names pages', () => {
    expect(redirectFile('/old/page')).toBe('old/page.html');
    expect(redirectFile('/old/')).toBe('old/index.html');
    expect(redirectFile('/')).toBe('index.html');
    expect(redirectFile('/100%')).toBe('100%.html');
  });

  it('send readers on by meta refresh and script, with a canonical link and noindex', () => {
    const html = redirectPage('/docs/guide/new.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/new.html">');
    expect(html).toContain('<link rel="canonical" href="/docs/guide/new.html">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/docs/guide/new.html">');
    expect(scriptTarget(html, 'https://x.test/docs/old.html?utm=1#part')).toBe('/docs/guide/new.html?utm=1#part');
    expect(scriptTarget(html, 'https://x.test/docs/old.html')).toBe('/docs/guide/new.html');
    const own = redirectPage('/guide/new.html?tab=2#install');
    expect(scriptTarget(own, 'https://x.test/old.html?utm=1#part')).toBe('/guide/new.html?tab=2#install');
  });

  it('escape the target in attributes and in the script', () => {
    const html = redirectPage('https://example.com/a"b</script><i>&');
    expect(html).toContain('href="https://example.com/a&quot;b&lt;/script&gt;&lt;i&gt;&amp;"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(scriptTarget(html, 'https://x.test/old.html')).toBe('https://example.com/a"b</script><i>&');
  });

  it('are emitted at each path `from`, to the target\'s URL under the base; RegExps get none', async () => {
    const plugin = pluginClientRedirects({
      redirects: [
        { from: ['/old', '/older/'], to: '/guide/new' },
        { from: '/zh/old.html', to: '/zh/guide/new#x' },
        { from: '/away', to: 'https://example.com/' },
        { from: /^\/blog\/(.*)$/, to: '/guide/$1' },
      ],
    });
    const files = await emitted(plugin, { base: '/docs/' });
    expect(Object.keys(files).sort()).toEqual(['away.html', 'old.html', 'older/index.html', 'zh/old.html']);
    expect(files['old.html']).toContain('url=/docs/guide/new.html"');
    expect(files['older/index.html']).toContain('href="/docs/guide/new.html"');
    expect(files['zh/old.html']).toContain('url=/docs/zh/guide/new.html#x"');
    expect(files['away.html']).toContain('<link rel="canonical" href="https://example.com/">');
    const clean = await emitted(plugin, { base: '/docs/', route: { cleanUrls: true } });
    expect(Object.keys(clean).sort()).toEqual(Object.keys(files).sort());
    expect(clean['old.html']).toContain('url=/docs/guide/new"');
  });
});

describe('build errors', () => {
  it('pass a site whose targets are pages and whose `from`s are not', async () => {
    const plugin = pluginClientRedirects({
      redirects: [
        { from: ['/old', '/old-api/'], to: '/guide/new.html' },
        { from: '/zh/old', to: '/zh/guide/new#anchor' },
        { from: '/away', to: 'https://example.com/missing' },
        { from: /^\/blog\/(.*)$/, to: '/posts/$1' },
        { from: /^\/v1\//, to: '/api/' },
      ],
    });
    expect(await routeError(plugin)).toBeUndefined();
  });

  it('name a `to` that is no page, with the fix', async () => {
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: '/a', to: '/guide/new' }, { from: '/old', to: '/guide/missing' }] }))).toBe(
      'redirects[1].to "/guide/missing" is not a page of the site. Point it at the route of an existing page (as in the sidebar: /guide/intro, /zh/guide/intro), or at an http(s) URL.',
    );
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: '/a', to: '/api' }] }))).toMatch(/^redirects\[0\]\.to "\/api" is not a page of the site \(did you mean "\/api\/"\?\)/);
    // A RegExp's `to` without captures names one page: it is checked too.
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: /^\/v1\//, to: '/v2/' }] }))).toMatch(/^redirects\[0\]\.to "\/v2\/" is not a page/);
  });

  it('name a path `from` that is a page', async () => {
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: ['/x', '/guide/other.html'], to: '/guide/new' }] }))).toBe(
      'redirects[0].from[1] "/guide/other" is the path of a page (docs/en/guide/other.md): the redirect would hide it. Remove the redirect, or move or delete the page.',
    );
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: '/api/index.html', to: '/guide/new' }] }))).toMatch(/^redirects\[0\]\.from "\/api\/" is the path of a page \(docs\/en\/api\/index\.md\)/);
  });

  it('name a RegExp `from` that matches a page', async () => {
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: /^\/guide\/(.*)$/, to: '/zh/guide/$1' }] }))).toBe(
      'redirects[0].from /^\\/guide\\/(.*)$/ matches the page /guide/new (docs/en/guide/new.md): readers would be sent away from it. Narrow the pattern (anchor it with ^ and $) so that it matches only paths that have no page.',
    );
  });

  it('name a path redirected twice', async () => {
    expect(await routeError(pluginClientRedirects({ redirects: [{ from: '/old', to: '/guide/new' }, { from: ['/x', '/old.html'], to: '/api/' }] }))).toBe(
      'redirects[1].from[1] "/old" is redirected already by redirects[0].from: keep one of them.',
    );
  });

  it('report every problem at once, one a line', async () => {
    const message = await routeError(pluginClientRedirects({ redirects: [{ from: '/guide/new', to: '/nowhere' }, { from: '/b', to: '/gone' }] }));
    expect(message?.split('\n').map((line) => /^\S+ "[^"]+"/.exec(line)?.[0])).toEqual(['redirects[0].from "/guide/new"', 'redirects[0].to "/nowhere"', 'redirects[1].to "/gone"']);
  });
});
