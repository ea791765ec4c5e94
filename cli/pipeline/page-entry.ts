import type { VFile } from 'vfile';
import path from 'node:path';
import { warn } from '../report/problem.js';
import type { PageIndexEntry } from '../../schemas/page-index.js';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { decodePath, encodePath } from '../../schemas/site-paths.js';
import type { SourceFile } from './collect-files.js';
import type { PageExtract } from './extract-page.js';
import { htmlText } from './html-text.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A last-updated text in the page's language, e.g. `August 14, 2025 at 10:23` / `2025年8月14日 10:23`. */
export function formatUpdated(time: number, lang: string, timeZone: string): string {
  const key = `${lang}\0${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone, hourCycle: 'h23' });
    formatters.set(key, format);
  }
  return format.format(time);
}

/** The site title in one language: its locale's `title`, else the site `title`. */
export function siteTitle(config: SiteConfig, lang: string): string {
  return config.locales.find((l) => l.lang === lang)?.title ?? config.title;
}

/**
 * Frontmatter `title`, else the first h1; a home page falls back to its
 * `hero.name`, then the site title.
 */
function pageTitle(extract: PageExtract, lang: string, config: SiteConfig): string | undefined {
  const { frontmatter } = extract;
  const title = frontmatter.title ?? extract.h1;
  if (title || frontmatter.pageType !== 'home') return title;
  return (frontmatter.hero?.name === undefined ? undefined : htmlText(frontmatter.hero.name)) || siteTitle(config, lang);
}

/**
 * A page with neither a title nor a `# heading` is titled as the tools it was written for title it, with a
 * warning: by its first heading, which docs written for GitHub mean as their title (`## Overview`) and which
 * then stays the only heading shown, else by its file name, as Docusaurus titles it by its id (the folder's
 * for an index). VitePress and Docusaurus build such pages without a word, and parts a page includes are pages there too.
 */
function untitled(file: SourceFile, extract: PageExtract, vfile: VFile): { title: string; frontmatter: Frontmatter } {
  const first = extract.toc[0];
  // A setext heading may span lines; a title is one.
  const heading = first?.text.replace(/\s+/g, ' ').trim();
  if (first && heading) {
    const written = `${'#'.repeat(first.depth)} ${heading}`;
    warn(vfile, `Page has no title: its first heading, \`${written}\`, is its title`, {
      place: { line: 1, column: 1 },
      ruleId: 'no-title',
      fix: `Make it \`# ${heading}\`, or add \`title: …\` to the page's frontmatter.`,
    });
    return { title: heading, frontmatter: { ...extract.frontmatter, hide_title: true } };
  }
  const name = file.pagePath.split('/').filter((part) => part !== 'index').pop() || path.posix.basename(file.relativePath).replace(/\.mdx?$/, '');
  warn(vfile, `Page has no title: its file name, \`${name}\`, is its title`, {
    place: { line: 1, column: 1 },
    ruleId: 'no-title',
    fix: "Start the page with a `# Heading`, or add `title: …` to its frontmatter. A part that pages include is no page: start its name with `_`, or list it in the config's `route.exclude`.",
  });
  return { title: name, frontmatter: extract.frontmatter };
}

/** The page's index entry without its last-updated fields (see `pageJson`). */
export function pageEntry(
  file: SourceFile,
  extract: PageExtract,
  routePath: string,
  config: SiteConfig,
  vfile: VFile,
): Omit<PageIndexEntry, 'lastUpdatedTime' | 'lastUpdated'> {
  const titled = pageTitle(extract, file.lang, config);
  const { title, frontmatter } = titled ? { title: titled, frontmatter: extract.frontmatter } : untitled(file, extract, vfile);
  return {
    title,
    routePath,
    lang: file.lang,
    toc: extract.toc,
    frontmatter: rootedHomeLinks(frontmatter, routePath),
    version: file.version,
    _relativePath: file.fallbackOf ?? file.relativePath,
    ...(file.fallbackOf !== undefined && { fallback: true as const }),
    description: extract.description,
    // Last: a reader that needs no plain text parses the entry without it (`PageEntries.get`).
    content: extract.content,
  };
}

/**
 * A home page's hero and feature links written `./x` or `../x`, read from the page's URL as the browser reads them
 * there, which VitePress leaves them to (its home page links `./guide/what-is-vitepress`): `/zh/guide/x` from `/zh/`.
 * Made site paths here, so the theme and the link check read them as any other.
 */
function rootedHomeLinks(frontmatter: Frontmatter, routePath: string): Frontmatter {
  const { hero, features } = frontmatter;
  if (frontmatter.pageType !== 'home' || ![...(hero?.actions ?? []), ...(features ?? [])].some((item) => item.link !== undefined && RELATIVE.test(item.link))) return frontmatter;
  const rooted = <T extends { link?: string | undefined }>(item: T): T => {
    if (item.link === undefined || !RELATIVE.test(item.link)) return item;
    const url = new URL(item.link, `http://site${encodePath(routePath)}`);
    // Non-ASCII letters as written, as in any other link; what a URL reads as syntax stays escaped.
    return { ...item, link: encodePath(decodePath(url.pathname)) + url.search + url.hash };
  };
  return { ...frontmatter, ...(hero && { hero: { ...hero, actions: hero.actions.map(rooted) } }), ...(features && { features: features.map(rooted) }) };
}

const RELATIVE = /^\.\.?\//;
