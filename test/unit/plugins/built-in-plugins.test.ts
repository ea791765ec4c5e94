/**
 * The three built-in plugins as the build calls them: medium-zoom's options
 * and the props its client gets, `pluginMediumZoom(false)` replacing the
 * built-in, algolia's verification tag, and last-updated keeping or dropping
 * each page's time as the config and the frontmatter say.
 */
import { describe, expect, it } from 'vitest';
import { builtInPlugins } from '../../../cli/plugins/built-ins.js';
import { orderPlugins } from '../../../cli/plugins/driver.js';
import { pluginAlgolia } from '../../../plugins/algolia/index.js';
import { pluginLastUpdated } from '../../../plugins/last-updated/index.js';
import { pluginMediumZoom, type MediumZoomOptions } from '../../../plugins/medium-zoom/index.js';
import type { DocsitePlugin, HeadContext, PluginPage } from '../../../schemas/plugin.js';
import { siteConfigSchema, type UserConfig } from '../../../schemas/site-config.js';

const CLIENT = 'docsite/plugins/medium-zoom/client';
const ALGOLIA_SEARCH = { provider: 'algolia', appId: 'APP', apiKey: 'search-only', indexName: 'docs' } as const;

/** The error message a factory throws, or undefined. */
function thrown(make: () => unknown): string | undefined {
  try {
    make();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('pluginMediumZoom', () => {
  it('hands its client the defaults the docs give', () => {
    const plugin = pluginMediumZoom();
    expect(plugin.name).toBe('medium-zoom');
    expect(plugin.globalUIComponents).toEqual([[CLIENT, { selector: '.docsite-prose img[data-zoomable]', margin: 24, background: 'var(--docsite-zoom-bg)', scrollOffset: 40 }]]);
  });

  it('keeps the defaults of the options it is not given', () => {
    expect(pluginMediumZoom({ margin: 48, background: '#000' }).globalUIComponents).toEqual([
      [CLIENT, { selector: '.docsite-prose img[data-zoomable]', margin: 48, background: '#000', scrollOffset: 40 }],
    ]);
    expect(pluginMediumZoom({ selector: '.docsite-prose img', scrollOffset: 0 }).globalUIComponents).toEqual([
      [CLIENT, { selector: '.docsite-prose img', margin: 24, background: 'var(--docsite-zoom-bg)', scrollOffset: 0 }],
    ]);
  });

  it.each<[string, unknown, RegExp]>([
    ['a negative margin', { margin: -1 }, /^\[medium-zoom\] invalid options: margin: /],
    ['a margin that is not a number', { margin: '24px' }, /^\[medium-zoom\] invalid options: margin: expected number, received the string "24px"/],
    ['an empty selector', { selector: '' }, /^\[medium-zoom\] invalid options: selector: /],
    ['an empty background', { background: '' }, /^\[medium-zoom\] invalid options: background: /],
    ['a negative scrollOffset', { scrollOffset: -5 }, /^\[medium-zoom\] invalid options: scrollOffset: /],
    ['an unknown key', { zoomMargin: 10 }, /^\[medium-zoom\] invalid options: zoomMargin: unknown key/],
  ])('refuses %s, naming the option', (_, options, message) => {
    expect(thrown(() => pluginMediumZoom(options as MediumZoomOptions))).toMatch(message);
  });

  it('names every wrong option at once', () => {
    const message = thrown(() => pluginMediumZoom({ margin: -1, scrollOffset: -1 }));
    expect(message).toMatch(/margin: .*; scrollOffset: /);
  });

  it('turned off with false, mounts nothing and adds no hook', () => {
    const plugin = pluginMediumZoom(false);
    expect(plugin).toEqual({ name: 'medium-zoom' });
    expect(plugin.globalUIComponents).toBeUndefined();
  });
});

describe('the built-in plugins', () => {
  const config = (user: UserConfig = {}) => siteConfigSchema.parse(user);
  const names = (plugins: DocsitePlugin[]) => plugins.map((p) => p.name);
  const zoom = (plugins: DocsitePlugin[]) => plugins.filter((p) => p.name === 'medium-zoom');

  it('are last-updated and medium-zoom, and algolia only for a site searched with Algolia', () => {
    expect(names(builtInPlugins(config()))).toEqual(['last-updated', 'medium-zoom']);
    expect(names(builtInPlugins(config({ search: false })))).toEqual(['last-updated', 'medium-zoom']);
    expect(names(builtInPlugins(config({ search: ALGOLIA_SEARCH })))).toEqual(['last-updated', 'medium-zoom', 'algolia']);
  });

  it('zoom with the defaults when the config does not name medium-zoom', () => {
    const plugins = orderPlugins(builtInPlugins(config()), []);
    expect(zoom(plugins)).toHaveLength(1);
    expect(zoom(plugins)[0]!.globalUIComponents).toEqual(pluginMediumZoom().globalUIComponents);
  });

  it('give way to pluginMediumZoom in the config: its options, or no zoom at all with false', () => {
    const withOptions = orderPlugins(builtInPlugins(config()), [pluginMediumZoom({ margin: 48 })]);
    expect(zoom(withOptions)).toHaveLength(1);
    expect(zoom(withOptions)[0]!.globalUIComponents![0]![1]).toMatchObject({ margin: 48 });

    const off = orderPlugins(builtInPlugins(config()), [pluginMediumZoom(false)]);
    expect(zoom(off)).toEqual([{ name: 'medium-zoom' }]);
    expect(off.flatMap((p) => p.globalUIComponents ?? [])).toEqual([]);
    expect(names(off)).toContain('last-updated');
  });

  it('give way to pluginAlgolia in the config, so one verification tag is written', async () => {
    const plugins = orderPlugins(builtInPlugins(config({ search: ALGOLIA_SEARCH })), [pluginAlgolia({ verificationContent: 'ABC123' })]);
    const algolia = plugins.filter((p) => p.name === 'algolia');
    expect(algolia).toHaveLength(1);
    expect(await algolia[0]!.head!(headContext())).toEqual([['meta', { name: 'algolia-site-verification', content: 'ABC123' }]]);
  });
});

function headContext(page: HeadContext['page'] = null): HeadContext {
  return { routePath: '/guide/intro', lang: 'en', version: '', url: '/guide/intro.html', page, config: siteConfigSchema.parse({ search: ALGOLIA_SEARCH }) };
}

describe('pluginAlgolia', () => {
  it('writes the site-verification meta tag on every page, the 404 screen included', async () => {
    const plugin = pluginAlgolia({ verificationContent: 'ADCCB4B3D3A8BDCE' });
    expect(plugin.name).toBe('algolia');
    const tag = [['meta', { name: 'algolia-site-verification', content: 'ADCCB4B3D3A8BDCE' }]];
    expect(await plugin.head!(headContext())).toEqual(tag);
    expect(await plugin.head!({ ...headContext(), routePath: '/zh/', lang: 'zh', url: '/zh/' })).toEqual(tag);
  });

  it('writes no tag without verificationContent, as the built-in one', async () => {
    expect(await pluginAlgolia().head!(headContext())).toEqual([]);
    expect(await pluginAlgolia({}).head!(headContext())).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ['an empty verificationContent', { verificationContent: '' }, /^\[algolia\] invalid options: verificationContent: /],
    ['a verificationContent that is not a string', { verificationContent: 42 }, /^\[algolia\] invalid options: verificationContent: expected string, received number 42/],
    ['search settings, which belong in the config', { appId: 'APP' }, /^\[algolia\] invalid options: appId: unknown key/],
  ])('refuses %s', (_, options, message) => {
    expect(thrown(() => pluginAlgolia(options as never))).toMatch(message);
  });
});

describe('pluginLastUpdated', () => {
  const TIME = { lastUpdatedTime: 'August 14, 2025 at 10:23', lastUpdated: '2025-08-14T02:23:00.000Z' };

  function page(frontmatter: PluginPage['frontmatter'] = {}): PluginPage {
    return { title: 'Intro', routePath: '/guide/intro', lang: 'en', toc: [], frontmatter, version: '', _relativePath: 'en/guide/intro.md', content: 'Text.', description: 'Text.', ...TIME };
  }

  /** The page after `extendPageData`, in a build whose config is `user`. */
  async function extended(user: UserConfig, frontmatter?: PluginPage['frontmatter']): Promise<PluginPage> {
    const plugin = pluginLastUpdated();
    await plugin.beforeBuild!(siteConfigSchema.parse(user), true);
    const subject = page(frontmatter);
    const returned = await plugin.extendPageData!(subject, true);
    // It changes the page itself, and keeps no page data of its own.
    expect(returned).toBeUndefined();
    return subject;
  }

  it('drops the time of every page by default (themeConfig.lastUpdated is false)', async () => {
    const result = await extended({});
    expect(result).not.toHaveProperty('lastUpdatedTime');
    expect(result).not.toHaveProperty('lastUpdated');
    expect(result.title).toBe('Intro');
  });

  it('keeps the time of a page whose frontmatter says lastUpdated: true', async () => {
    expect(await extended({ themeConfig: { lastUpdated: false } }, { lastUpdated: true })).toMatchObject(TIME);
  });

  it('keeps every time with themeConfig.lastUpdated, but not that of a page with lastUpdated: false', async () => {
    expect(await extended({ themeConfig: { lastUpdated: true } })).toMatchObject(TIME);
    const hidden = await extended({ themeConfig: { lastUpdated: true } }, { lastUpdated: false });
    expect(hidden).not.toHaveProperty('lastUpdatedTime');
    expect(hidden).not.toHaveProperty('lastUpdated');
  });

  it('reads the config again before each build (a dev rebuild after the config changed)', async () => {
    const plugin = pluginLastUpdated();
    await plugin.beforeBuild!(siteConfigSchema.parse({ themeConfig: { lastUpdated: true } }), false);
    const first = page();
    await plugin.extendPageData!(first, false);
    expect(first).toMatchObject(TIME);
    await plugin.beforeBuild!(siteConfigSchema.parse({}), false);
    const second = page();
    await plugin.extendPageData!(second, false);
    expect(second).not.toHaveProperty('lastUpdatedTime');
  });
});
