import type { HeadTag } from '../../schemas/plugin.js';
import type { FolderSidebarUrls } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { isExternal } from '../../schemas/site-paths.js';

/** The route buckets' URL folder and their number (`routeBucketCount`), which the browser needs to pick one. */
export interface RouteBuckets {
  url: string;
  count: number;
}

export interface HtmlParts {
  lang: string;
  title: string;
  description: string;
  /** Rendered app markup. */
  body: string;
  routePath: string;
  /** The page data URL; undefined on 404 pages. */
  data: string | undefined;
  /** The same page in other languages: [lang, its URL path under the base]. */
  alternates: [string, string][];
  assets: { script: string; styles: string[]; preloads: string[] };
  /** URL folder of the route buckets, and how many there are. */
  routes: RouteBuckets;
  /** URLs of the sidebars generated from folders, by language and section. */
  sidebars: FolderSidebarUrls;
  /** Extra markup at the end of <body> (the dev server's reload client). */
  tail?: string | undefined;
  /** The frontmatter's and the plugins' tags for this page's <head>. */
  head?: HeadTag[] | undefined;
  /** What link previews show of the page (Open Graph and Twitter cards); undefined on not-found pages. */
  social?: { type: 'website' | 'article'; siteName: string; image: string | undefined } | undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `</script>` inside JSON would end the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Runs before the first paint: the saved (or system) colour scheme and a
 * dismissed banner are applied to <html> as classes, so neither flashes and
 * React renders the same markup on the server and the client. The scheme is
 * `data-theme` too, which Docusaurus's and Starlight's stylesheets select on.
 */
function headScript(config: SiteConfig): string {
  const banner = config.banner ? `if(localStorage.getItem(${scriptJson(config.banner.storageKey)})==='true')c.add('docsite-banner-dismissed');` : '';
  return `(function(){var d=document.documentElement,c=d.classList,k;try{var t=localStorage.getItem('docsite-theme');k=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);${banner}}catch(e){}if(k)c.add('dark');d.dataset.theme=k?'dark':'light'})()`;
}

/** A plugin's head tag as markup: raw HTML as given, `[tag, attributes, text?]` escaped (a script's or style's text only so it cannot end its element). */
function headTag(tag: HeadTag): string {
  if (typeof tag === 'string') return tag;
  const [name, attributes, text] = tag;
  const attrs = Object.entries(attributes)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('');
  if (VOID.has(name)) return `<${name}${attrs}>`;
  const inner = text === undefined ? '' : name === 'script' || name === 'style' ? text.replace(/<\//g, '<\\/') : escapeHtml(text);
  return `<${name}${attrs}>${inner}</${name}>`;
}

const VOID = new Set(['meta', 'link', 'base']);

/**
 * Open Graph and Twitter card tags, as Docusaurus and Starlight write them, but for those the page's
 * own `head` (or a plugin) sets: its `og:image` or `twitter:card` wins, and is not written twice.
 */
function socialTags(parts: HtmlParts): HeadTag[] {
  if (!parts.social) return [];
  const { type, siteName, image } = parts.social;
  const meta = (key: 'property' | 'name', id: string, content: string | undefined): HeadTag[] => (content ? [['meta', { [key]: id, content }]] : []);
  const tags = [
    ...meta('property', 'og:title', parts.title),
    ...meta('property', 'og:description', parts.description),
    ...meta('property', 'og:type', type),
    ...meta('property', 'og:site_name', siteName),
    ...meta('property', 'og:locale', parts.lang.replace('-', '_')),
    ...meta('property', 'og:image', image),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
  const given = new Set((parts.head ?? []).flatMap((tag) => (Array.isArray(tag) && tag[0] === 'meta' ? [tag[1].property, tag[1].name].filter((id) => typeof id === 'string') : [])));
  return tags.filter((tag) => typeof tag !== 'string' && !given.has(String(tag[1].property ?? tag[1].name)));
}

export function pageHtml(parts: HtmlParts, config: SiteConfig): string {
  const { assets } = parts;
  const iconUrl = config.icon && (isExternal(config.icon) ? config.icon : config.base + config.icon.replace(/^\//, ''));
  // Without an icon the browser asks for /favicon.ico, a 404 in the console of every site that has none: an empty one stops it.
  const icon = `<link rel="icon" href="${iconUrl ? escapeHtml(iconUrl) : 'data:,'}">`;
  const alternates = parts.alternates.map(([lang, url]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}">`).join('');
  const preloads = [
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...(parts.data ? [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(parts.data)}">`] : []),
  ].join('');
  const state = scriptJson({ routePath: parts.routePath, page: parts.data, routes: parts.routes.url, buckets: parts.routes.count, ...(Object.keys(parts.sidebars).length > 0 && { sidebars: parts.sidebars }) });
  return (
    `<!doctype html><html lang="${parts.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(parts.title)}</title>` +
    (parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '') +
    `<meta name="generator" content="docsite">${icon}${alternates}` +
    [...socialTags(parts), ...(parts.head ?? [])].map(headTag).join('') +
    assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('') +
    `${preloads}<script>${headScript(config)}</script></head>` +
    `<body><div id="docsite-root">${parts.body}</div>` +
    `<script>window.__DOCSITE__=${state}</script><script type="module" src="${assets.script}"></script>${parts.tail ?? ''}</body></html>\n`
  );
}
