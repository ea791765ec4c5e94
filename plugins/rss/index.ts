import { Feed, type Author, type Item } from 'feed';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import picomatch from 'picomatch';
import { visit } from 'unist-util-visit';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { absoluteUrl, definePlugin, type BuiltPage, type DocsitePlugin, type HeadTag } from '../../schemas/plugin.js';
import { siteLanguages, type SiteConfig } from '../../schemas/site-config.js';
import { isExternal } from '../../schemas/site-paths.js';
import { optionsSchema, type FeedOptions, type RssOptions } from './options.js';

export type { RssOptions } from './options.js';

/** One feed file pair: a configured feed in one language. */
interface Channel {
  /** The file name: `rss/<id>.xml`, `rss/<id>.atom`. */
  id: string;
  lang: string;
  title: string;
  description: string;
  feed: FeedOptions;
  matches: (localPath: string) => boolean;
}

/** What an item needs of a page: kept for at most `limit` pages per channel while the pages stream past. */
interface Candidate {
  routePath: string;
  filePath: string;
  title: string;
  url: string;
  description: string;
  date: Date;
  frontmatter: BuiltPage['frontmatter'];
  contentHtml: () => Promise<string>;
}

type Frontmatter = BuiltPage['frontmatter'];

/**
 * RSS 2.0 and Atom feeds of the newest pages whose route matches a glob, one
 * pair of files per feed and language (`rss/<id>.xml`, `rss/<id>.atom`), each
 * item with the page's body as HTML; and `<link rel="alternate">` tags pointing
 * at them on every page a feed matches.
 */
export function pluginRss(options: RssOptions): DocsitePlugin {
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[rss] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  const { siteUrl, feeds } = parsed.data;
  const matchers = feeds.map((feed) => matcher(feed.test));
  // head runs once per page: the channels are worked out once per config (each dev rebuild has a new one).
  const cache = new WeakMap<SiteConfig, Channel[]>();
  const channelsOf = (config: SiteConfig): Channel[] => {
    let channels = cache.get(config);
    if (!channels) cache.set(config, (channels = expand(feeds, matchers, config)));
    return channels;
  };
  // Feeds follow the current docs: an older version's pages are in none.
  const isListed = (channel: Channel, config: SiteConfig, page: { routePath: string; lang: string; version: string; frontmatter: Frontmatter }) =>
    page.lang === channel.lang && page.version === config.multiVersion.default && page.frontmatter.pageType !== '404' && channel.matches(localPath(page.routePath, page.lang, config.lang));

  return definePlugin({
    name: 'rss',
    // head reads the page, the config and the feeds only.
    pageHooksKey: JSON.stringify(parsed.data),
    beforeBuild(config) {
      channelsOf(config);
    },
    head({ routePath, lang, version, page, config }) {
      if (!page) return;
      return channelsOf(config)
        .filter((channel) => isListed(channel, config, { routePath, lang, version, frontmatter: page.frontmatter }))
        .flatMap((channel): HeadTag[] => [
          ['link', { rel: 'alternate', type: 'application/rss+xml', title: channel.title, hreflang: channel.lang, href: `${config.base}${feedFile(channel, 'xml')}` }],
          ['link', { rel: 'alternate', type: 'application/atom+xml', title: channel.title, hreflang: channel.lang, href: `${config.base}${feedFile(channel, 'atom')}` }],
        ]);
    },
    async afterBuild(ctx) {
      const { config } = ctx;
      const channels = channelsOf(config);
      const newest = channels.map((channel) => new Newest(channel.feed.limit));
      for await (const page of ctx.pages()) {
        let date: Date | undefined | null = null;
        channels.forEach((channel, i) => {
          if (!isListed(channel, config, page)) return;
          if (date === null) date = pageDate(page);
          if (date) newest[i]!.offer(candidate(page, date));
        });
      }
      for (const [i, channel] of channels.entries()) {
        const feed = await render(channel, newest[i]!.items, siteUrl, config);
        await ctx.emit(feedFile(channel, 'xml'), feed.rss2());
        await ctx.emit(feedFile(channel, 'atom'), feed.atom1());
      }
    },
  });
}

function feedFile(channel: Channel, kind: 'xml' | 'atom'): string {
  return `rss/${channel.id}.${kind}`;
}

/** Globs as picomatch reads them; those starting with `!` leave out what they match, and alone they leave out only that. */
function matcher(test: string | string[]): (localPath: string) => boolean {
  const globs = [test].flat();
  const include = globs.filter((glob) => !glob.startsWith('!'));
  const ignore = globs.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  return picomatch(include.length > 0 ? include : '**', { dot: true, ...(ignore.length > 0 && { ignore }) });
}

/** The feeds in each of their languages, checked against the site: a known language, one file name per channel. */
function expand(feeds: FeedOptions[], matchers: ((localPath: string) => boolean)[], config: SiteConfig): Channel[] {
  const langs = siteLanguages(config);
  const channels: Channel[] = [];
  const owners = new Map<string, number>();
  feeds.forEach((feed, i) => {
    if (feed.language !== undefined && !langs.includes(feed.language)) {
      throw new Error(`feeds[${i}].language: \`${feed.language}\` is not a language of the site (${langs.join(', ')})`);
    }
    for (const lang of feed.language === undefined ? langs : [feed.language]) {
      const id = feed.language !== undefined || lang === config.lang ? feed.id : `${feed.id}-${lang}`;
      const owner = owners.get(id);
      if (owner !== undefined) throw new Error(`feeds[${i}]: its ${lang} feed would be written to rss/${id}.xml, as feeds[${owner}]'s is; change one \`id\``);
      owners.set(id, i);
      const locale = config.locales.find((l) => l.lang === lang);
      channels.push({
        id,
        lang,
        title: feed.title ?? locale?.title ?? config.title,
        description: feed.description ?? locale?.description ?? config.description,
        feed,
        matches: matchers[i]!,
      });
    }
  });
  return channels;
}

/** The route path without its language prefix (`/zh/blog/a` → `/blog/a`), as the default language writes it. */
function localPath(routePath: string, lang: string, defaultLang: string): string {
  return lang === defaultLang ? routePath : routePath.slice(lang.length + 1) || '/';
}

/** Frontmatter `date`, else `published_at`, else the page's git time; undefined when none is known. */
function pageDate(page: Pick<BuiltPage, 'frontmatter' | 'lastUpdated' | 'filePath'>): Date | undefined {
  for (const key of ['date', 'published_at']) {
    const value: unknown = page.frontmatter[key];
    if (value === undefined || value === null || value === '') continue;
    const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) {
      throw new Error(`${page.filePath}: frontmatter \`${key}\` is not a date: ${JSON.stringify(value)}; write it as \`2024-05-01\` or \`2024-05-01T09:30:00+08:00\``);
    }
    return date;
  }
  return page.lastUpdated === undefined ? undefined : new Date(page.lastUpdated);
}

function candidate(page: BuiltPage, date: Date): Candidate {
  return {
    routePath: page.routePath,
    filePath: page.filePath,
    title: page.title,
    url: page.url,
    description: page.description,
    date,
    frontmatter: page.frontmatter,
    contentHtml: () => page.contentHtml(),
  };
}

/** The `limit` newest candidates, newest first (ties by route path): the only pages a feed holds while the site streams past. */
class Newest {
  readonly items: Candidate[] = [];
  constructor(private readonly limit: number) {}

  offer(item: Candidate): void {
    const at = this.items.findIndex((kept) => before(item, kept));
    if (at === -1) {
      if (this.items.length < this.limit) this.items.push(item);
      return;
    }
    this.items.splice(at, 0, item);
    if (this.items.length > this.limit) this.items.pop();
  }
}

function before(a: Candidate, b: Candidate): boolean {
  const diff = a.date.getTime() - b.date.getTime();
  return diff > 0 || (diff === 0 && a.routePath < b.routePath);
}

async function render(channel: Channel, items: Candidate[], siteUrl: string, config: SiteConfig): Promise<Feed> {
  const url = (path: string) => absoluteUrl(siteUrl, config.base, path);
  const home = url(channel.lang === config.lang ? config.base : `${config.base}${channel.lang}/`);
  const feed = new Feed({
    id: url(`${config.base}${feedFile(channel, 'atom')}`),
    title: channel.title,
    description: channel.description,
    link: home,
    language: channel.lang,
    generator: 'docsite',
    // The newest item's date keeps the files the same from one build to the next; an empty feed has only the build's time.
    ...(items[0] && { updated: items[0].date }),
    feedLinks: { rss: url(`${config.base}${feedFile(channel, 'xml')}`), atom: url(`${config.base}${feedFile(channel, 'atom')}`) },
  });
  for (const item of items) {
    const link = url(item.url);
    const author = authors(item);
    const category = categories(item);
    const entry: Item = { title: escapeHtml(item.title), link, date: item.date, content: itemHtml(await item.contentHtml(), link, siteUrl, config.base) };
    if (item.description) entry.description = escapeHtml(item.description);
    if (author.length > 0) entry.author = author;
    if (category.length > 0) entry.category = category.map((name) => ({ name, term: name }));
    feed.addItem(entry);
  }
  return feed;
}

/**
 * A page's title and description are text, but feeds carry them as HTML (Atom
 * says `type="html"`; RSS readers read them so): a `<` in a title must not
 * open a tag.
 */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Frontmatter `author`: a name, `{ name, email?, url? }`, or a list of them. */
function authors(item: Candidate): Author[] {
  const value = item.frontmatter.author;
  if (value === undefined || value === null) return [];
  return [value].flat().map((author: unknown) => {
    if (typeof author === 'string' && author.trim()) return { name: author.trim() };
    if (typeof author === 'object' && author !== null && typeof (author as { name?: unknown }).name === 'string') {
      const { name, email, url } = author as { name: string; email?: unknown; url?: unknown };
      return { name, ...(typeof email === 'string' && { email }), ...(typeof url === 'string' && { link: url }) };
    }
    throw new Error(`${item.filePath}: frontmatter \`author\` should be a name, \`{ name, email, url }\` or a list of them, not ${JSON.stringify(author)}`);
  });
}

/** Frontmatter `category` or `categories`: a name or a list of names. */
function categories(item: Candidate): string[] {
  const names: string[] = [];
  for (const key of ['category', 'categories']) {
    const value = item.frontmatter[key];
    if (value === undefined || value === null) continue;
    for (const name of [value].flat() as unknown[]) {
      // The feed library writes an Atom category's name into an attribute unescaped but for `&`: a `<` there would break the XML.
      if (typeof name !== 'string' || name.includes('<')) {
        throw new Error(`${item.filePath}: frontmatter \`${key}\` should be a name without \`<\` or a list of them, not ${JSON.stringify(name)}`);
      }
      if (name.trim()) names.push(name.trim());
    }
  }
  return names;
}

/**
 * A page body as a feed reader shows it, away from the site: every link and
 * image an absolute URL; without the `# heading` (the item's title, which
 * readers show above it) and without buttons (copy code, wrap lines), whose
 * scripts do not run there.
 */
function itemHtml(html: string, pageUrl: string, siteUrl: string, base: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  const resolve = (value: string) => {
    if (isExternal(value)) return value;
    // A site path carries the base; siteUrl may serve the site at another path (a proxy), so the base is swapped for it.
    return value.startsWith('/') ? absoluteUrl(siteUrl, base, value) : new URL(value, pageUrl).href;
  };
  visit(tree, 'element', (node: Element, index, parent) => {
    if (parent && index !== undefined && (node.tagName === 'button' || (node.tagName === 'h1' && parent === tree))) {
      parent.children.splice(index, 1);
      return index;
    }
    for (const key of ['href', 'src', 'poster']) {
      const value = node.properties[key];
      if (typeof value === 'string' && value !== '') node.properties[key] = resolve(value);
    }
    // A srcset is a comma-separated list of candidates, each a URL and an optional descriptor.
    const { srcSet } = node.properties;
    if (typeof srcSet === 'string') node.properties.srcSet = srcSet.split(',').map((candidate) => candidate.trim().replace(/^\S+/, resolve)).join(', ');
    return undefined;
  });
  return toHtml(tree);
}
