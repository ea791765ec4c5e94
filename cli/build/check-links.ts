import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../pipeline/collect-files.js';
import type { PageLinks } from '../pipeline/page-links.js';
import { encodePath, isExternal, isFilePath, PAGE_EXTENSION, placePrefix, versionLink, versionOf, versionPrefix, withoutVersion, withVersionPrefix, type PathConfig } from '../../schemas/site-paths.js';
import { fail, warn } from '../report/problem.js';
import { LOCAL_PREFIX } from '../pipeline/page-assets.js';
import { LocalFiles } from './local-files.js';
import { relativePosix } from '../relative-path.js';
import { checkLinkLanguage, type LinkLanguages } from './link-language.js';
import { LinkVerdicts, type LinkVerdict } from './link-verdicts.js';
import { deadLinkForms, type DeadLinkIgnored } from './ignore-dead-links.js';
import type { RenderedAnchors } from './rendered-anchors.js';

export interface LinkCheck extends LinkLanguages {
  /** The config's `base`: a link may be written with it. */
  base: string;
  /** The links and ids of the page at a route, read when asked: a target page's may be asked for again. */
  linksOf: (routePath: string) => PageLinks;
  /** Where `/images/x.svg` and other non-page links must exist. */
  publicDir: string;
  /** The site folder: what GitHub reads a link such as `/docs/api.md` from (the repository's root), a dead link is read from too. */
  siteDir: string;
  /** The drafts the build left out, by route (`SiteIndex.drafts`). */
  drafts: ReadonlyMap<string, SourceFile>;
  /**
   * A link that reaches its page only as read another way (a page's file
   * that a `slug` moved, a folder-style path, another tool's anchor): the
   * page at `route` is to link `to`, a path relative to it, instead.
   */
  relink: (route: string, written: string, to: string, loaded?: true) => void;
  /** A page's links to files beside it (local-marked), as written, when it has any: the build copies those files. */
  onLocal?: (route: string, urls: string[]) => void;
  /** A page's source hash, by route: with `verdicts`, what a kept verdict is held against. */
  hashOf?: (route: string) => string;
  /**
   * Where verdicts are kept between checks (`LinkVerdicts`), whether to read them (`--no-cache` only
   * writes them), and what else than the routes decides where a link leads (the config, the docsite build).
   */
  verdicts?: { file: string; read: boolean; settings: unknown };
  /** Dead links the config lets through (`ignoreDeadLinks`): not reported. */
  ignored?: DeadLinkIgnored | undefined;
  /**
   * Where a link to an anchor that a page rendered by code lacks in its source waits for the pre-render, which
   * checks it in the page's HTML. Without it (dev, which renders a page only when asked for it), such a link is a warning.
   */
  rendered?: RenderedAnchors | undefined;
}

/** `html`: the path as written when it names an HTML file (`/pure.html`), which a file of `public/` may be instead of a page. */
type Target = { route: string; hash: string; html?: string } | { asset: string } | undefined;

/**
 * Every link in page content must reach a page (and its anchor), a file
 * beside the page (relative links to files) or a file in `public/`: a dead one is an error at the place it was written, so a typo
 * fails the build instead of reaching readers as a 404. Links are resolved
 * the way the theme resolves them (relative to the page's route, `.md(x)`
 * and `.html` dropped, `/index` as the folder). A live link into another
 * language whose page the writer's language has too is a warning (`link-language.ts`).
 * With `verdicts`, a page whose verdict from the last check still holds is not read (`LinkVerdicts`).
 */
export function checkLinks(check: LinkCheck): void {
  const anchorsOf = recentIds((route) => check.linksOf(route));
  const idsOf = (route: string) => anchorsOf(route).ids;
  let routeOfFile: Map<string, string> | undefined;
  const routesByFile = () => (routeOfFile ??= new Map([...check.pages].map(([r, f]) => [f, r])));
  const { hashOf } = check;
  // Which routes are fallbacks is in the key: a translation added in their place turns a link to the other language into a warning.
  const verdicts = check.verdicts && hashOf && new LinkVerdicts(check.verdicts.file, LinkVerdicts.siteKey(check.pages, check.drafts.keys(), [check.verdicts.settings, [...(check.fallbacks ?? [])]]), check.verdicts.read);
  const holds = (verdict: LinkVerdict, route: string, file: string) =>
    verdict.hash === hashOf!(route) &&
    verdict.pages.every(([target, hash]) => check.pages.has(target) && hashOf!(target) === hash) &&
    verdict.assets.every((asset) => isFile(path.join(check.publicDir, asset))) &&
    verdict.beside.every((link) => LocalFiles.fileOf(file, link) !== undefined);

  /** Checks the page's links; its verdict, unless the check reported on them or rewrote one. */
  const checkPage = (route: string, file: string): LinkVerdict | undefined => {
    let spoke = false;
    let rewrote = false;
    // A link left to the pre-render: the page is checked again next build, so that the link is checked again too.
    let deferred = false;
    const vfile = (at: string) => {
      spoke = true;
      return check.vfile(at);
    };
    const site = { ...check, vfile };
    const relink = (written: string, to: string, loaded?: true) => {
      rewrote = true;
      check.relink(route, written, to, loaded);
    };
    const pages = new Map<string, string>();
    const assets = new Set<string>();
    const beside = new Set<string>();
    const { links } = check.linksOf(route);
    const local = links.filter((link) => link.url.startsWith(LOCAL_PREFIX)).map((link) => link.url);
    if (local.length > 0) check.onLocal?.(route, local);
    for (const link of links) {
      const marked = link.url.startsWith(LOCAL_PREFIX) ? link.url.slice(LOCAL_PREFIX.length) : undefined;
      if (marked !== undefined && LocalFiles.fileOf(file, marked)) {
        beside.add(marked);
        continue;
      }
      const url = marked ?? link.url;
      let target = resolveTarget(url, route, check.base, check.config);
      if (!target) continue;
      // Whether the link is given another URL already: a page's body is rewritten once a link.
      let moved = false;
      // A link written for another tool's ids is given the heading's: VitePress's `#vi-spyon` (docsite's `#vispyon`), and
      // GitHub's `#Options`, which GitHub finds at the heading whose id is `options` and a browser does not.
      const anchorOf = (page: string, hash: string) => (hash && !idsOf(page).has(hash) ? (anchorsOf(page).aliases.get(hash) ?? sameBut(hash, idsOf(page)) ?? hash) : hash);
      // A page's file is what such a link names, read from the file it is written in, as Docusaurus reads it.
      if (marked === undefined && 'route' in target) {
        const byFile = pageOfFile(url, link.file ?? file, routesByFile());
        const hash = byFile ? anchorOf(byFile, target.hash) : '';
        if (byFile && byFile !== target.route) {
          relink(link.url, relativeRoute(route, byFile) + (hash ? `#${hash}` : ''));
          target = { route: byFile, hash };
          moved = true;
        }
      }
      const report = (reason: string, fix: string) => {
        // Not kept as a verdict either: a page with a dead link is checked again every build, ignored or not.
        if (check.ignored?.(deadLinkForms(url, target!))) spoke = true;
        else fail(vfile(link.file ?? file), reason, { place: { line: link.line, column: link.column }, ruleId: 'dead-link', fix });
      };
      if ('asset' in target) {
        if (isFile(path.join(check.publicDir, target.asset))) assets.add(target.asset);
        else if (marked === undefined) report(`Dead link \`${url}\`: no page or file in public/ has the path ${target.asset}`, `Put the file at public${target.asset}, or fix the path.`);
        else report(`Dead link \`${url}\`: no file beside the page has that path, nor does public/ (${target.asset})`, `Put the file at ${path.relative(process.cwd(), path.resolve(path.dirname(file), url.replace(/[?#].*$/, '')))} (a relative path is read from the page's own file), or fix the path.`);
        continue;
      }
      const draft = check.drafts.get(target.route);
      if (draft) {
        report(`Dead link \`${link.url}\`: ${target.route} is a draft, which a production build leaves out (\`draft: true\` in ${path.relative(process.cwd(), draft.absolutePath)})`, 'Remove the link until the page is published, or remove `draft: true` from its frontmatter.');
        continue;
      }
      if (!check.pages.has(target.route) && target.html && isFile(path.join(check.publicDir, target.html))) {
        // A page of its own in public/ (VitePress's `/pure.html`): the browser loads it from the server, as VitePress's
        // `target="_self"` has it, where the app would show its not-found page.
        assets.add(target.html);
        relink(link.url, link.url, true);
        continue;
      }
      if (!check.pages.has(target.route)) {
        const from = link.file ?? file;
        const served =
          marked === undefined ? (directoryStyle(url, route, target.route, check) ?? folderIndex(target.route, check) ?? defaultLangRoute(target.route, check) ?? rootedFile(url, check, routesByFile()) ?? placeRootFile(url, from, check, routesByFile())) : undefined;
        if (!served) {
          const named = marked === undefined ? fileNamed(url, from, route, check) : undefined;
          if (named) report(`Dead link \`${link.url}\`: no page is the file ${path.relative(process.cwd(), named)}`, `Link to an existing page by its file, relative to ${path.relative(process.cwd(), from)} (\`./other.md\`), or by a site path (\`/guide/start/introduction\`).`);
          else report(`Dead link \`${link.url}\`: no page has the route ${target.route}`, pageFix(target.route, route, check.pages, check.config) + docsPrefixHint(target.route, check.base, (r) => check.pages.has(r)));
          continue;
        }
        const hash = anchorOf(served, target.hash);
        relink(link.url, relativeRoute(route, served) + (hash ? `#${hash}` : ''));
        target = { route: served, hash };
        moved = true;
      }
      const anchor = moved || marked !== undefined ? target.hash : anchorOf(target.route, target.hash);
      if (anchor !== target.hash) {
        relink(link.url, link.url.replace(/#.*$/, `#${anchor}`));
        target = { ...target, hash: anchor };
      }
      if (target.hash && !idsOf(target.route).has(target.hash)) {
        const known = [...idsOf(target.route)];
        const reason = `Dead link \`${link.url}\`: the page ${target.route} has no anchor #${target.hash}`;
        const fix = known.length ? `Link to one of its anchors (${nearest(target.hash, known).map((id) => `#${id}`).join(', ')}), or give a heading that id with \`## Heading {#${target.hash}}\`.` : 'That page has no headings to link to: drop the #anchor.';
        if (!anchorsOf(target.route).rendered) {
          report(reason, fix);
          continue;
        }
        // A component of the page may give an element that id as it renders: only its HTML tells.
        if (check.rendered) {
          deferred = true;
          check.rendered.add(target.route, target.hash, () => report(reason, fix));
        } else if (check.ignored?.(deadLinkForms(url, target))) spoke = true;
        else {
          const warning = `Link \`${link.url}\`: the page ${target.route} has no anchor #${target.hash} in its source; a component of it may render one, which \`docsite build\` checks in its HTML`;
          warn(vfile(link.file ?? file), warning, { place: { line: link.line, column: link.column }, ruleId: 'dead-link', fix });
        }
      }
      if (hashOf) pages.set(target.route, hashOf(target.route));
      checkLinkLanguage(site, { url: link.url, file: link.file ?? file, page: file, line: link.line, column: link.column }, target);
    }
    return spoke || rewrote || deferred || !hashOf ? undefined : { hash: hashOf(route), pages: [...pages], assets: [...assets], beside: [...beside], local };
  };

  try {
    for (const [route, file] of check.pages) {
      const kept = verdicts?.previous(route);
      if (kept && holds(kept, route, file)) {
        if (kept.local.length > 0) check.onLocal?.(route, kept.local);
        verdicts!.record(route, kept);
      } else {
        const verdict = checkPage(route, file);
        verdicts?.record(route, verdict);
      }
    }
  } catch (error) {
    verdicts?.discard();
    throw error;
  }
  verdicts?.commit();
}

/** The route of the page whose file a relative link to a `.md`/`.mdx` file names, read from `from`'s folder. */
function pageOfFile(url: string, from: string, routeOfFile: ReadonlyMap<string, string>): string | undefined {
  const pathname = url.replace(/[?#].*$/, '');
  if (pathname.startsWith('/') || !/\.mdx?$/i.test(pathname)) return undefined;
  return routeOfFile.get(path.resolve(path.dirname(from), decodeSafe(pathname)));
}

/** The one id that is `hash` but for letter case, if there is one. */
function sameBut(hash: string, ids: ReadonlySet<string>): string | undefined {
  const lower = hash.toLowerCase();
  const found = [...ids].filter((id) => id.toLowerCase() === lower);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The page a dead link such as `/docs/api.md` names as a file: read from
 * the site folder, as GitHub reads it from the repository's root (docs
 * written to be read there, and docsify's), else from the docs root, as
 * Docusaurus reads it. Only a dead link is read so.
 */
function rootedFile(url: string, check: LinkCheck, routeOfFile: ReadonlyMap<string, string>): string | undefined {
  const pathname = url.replace(/[?#].*$/, '');
  if (!pathname.startsWith('/') || !/\.mdx?$/i.test(pathname)) return undefined;
  const file = decodeSafe(pathname);
  return routeOfFile.get(path.join(check.siteDir, file)) ?? routeOfFile.get(path.join(check.docsDir, file));
}

/**
 * The page a dead link written with the default language's prefix names
 * (`/en/guide/start`, as Rspress's docs write it, which drops that prefix):
 * the default language's routes have none.
 */
function defaultLangRoute(resolved: string, check: LinkCheck): string | undefined {
  const prefix = versionPrefix(versionOf(resolved, check.config), check.config);
  const rest = resolved.slice(prefix.length);
  const own = `/${check.config.lang}`;
  if (rest !== own && !rest.startsWith(`${own}/`)) return undefined;
  const route = prefix + (rest.slice(own.length) || '/');
  return check.pages.has(route) ? route : undefined;
}

/**
 * The page a dead bare file path (`guides/creating-pages.md`, written
 * without `./`) names from the root of its file's language and version, as
 * Docusaurus reads it when the file's own folder has no such file.
 */
function placeRootFile(url: string, from: string, check: LinkCheck, routeOfFile: ReadonlyMap<string, string>): string | undefined {
  const pathname = url.replace(/[?#].*$/, '');
  if (/^(\/|\.\.?\/)/.test(pathname) || !/\.mdx?$/i.test(pathname)) return undefined;
  const { version, lang } = check.folders.placeOf(relativePosix(check.docsDir, from));
  return routeOfFile.get(path.join(check.docsDir, check.folders.of(version, lang), decodeSafe(pathname)));
}

/**
 * The file a dead relative link to a `.md`/`.mdx` file names, read from the
 * folder of the file it is written in, when the page's route reads it
 * otherwise (a `slug` moved the page, or a fragment of another folder shows
 * it): the route it is missing at would name no file the writer meant.
 */
function fileNamed(url: string, from: string, route: string, check: LinkCheck): string | undefined {
  const pathname = url.replace(/[?#].*$/, '');
  if (pathname.startsWith('/') || !/\.mdx?$/i.test(pathname)) return undefined;
  const below = relativePosix(check.docsDir, from);
  const { version, lang } = check.folders.placeOf(below);
  // The route the file would have without a slug, whose folder a relative link is read from as the file's.
  const own = `${placePrefix(version, lang, check.config)}/${check.folders.inPlace(below, version, lang)}`.replace(/\.mdx?$/i, '').replace(/\/index$/, '/');
  const folderOf = (r: string) => (r.endsWith('/') ? r : path.posix.dirname(r));
  return folderOf(own).replace(/\/$/, '') === folderOf(route).replace(/\/$/, '') ? undefined : path.resolve(path.dirname(from), decodeSafe(pathname));
}

/**
 * The page a dead link means when it was written for a site whose every page
 * is a folder (Starlight's, Astro's: `/guides/example/`): the route without
 * its trailing slash, or, for a relative link, the route it reaches from the
 * page as a folder (`../example/` on `/guides/intro/`). Only a dead link is
 * read so: what reaches a page as written keeps doing so.
 */
function directoryStyle(url: string, route: string, resolved: string, check: LinkCheck): string | undefined {
  const page = (candidate: string) => folderStyleRoute(candidate, (r) => check.pages.has(r));
  const asWritten = page(resolved);
  if (asWritten || url.startsWith('/') || route.endsWith('/')) return asWritten;
  const fromFolder = resolveTarget(url, `${route}/`, check.base, check.config);
  return fromFolder && 'route' in fromFolder ? page(fromFolder.route) : undefined;
}

/**
 * The index page of the folder a dead link names without its trailing slash
 * (`/guide/basic/use-mdx` for `use-mdx/index.mdx`, at `/guide/basic/use-mdx/`), which Rspress and
 * Docusaurus open; the app would too, but a server has no `use-mdx.html`.
 */
function folderIndex(resolved: string, check: LinkCheck): string | undefined {
  return !resolved.endsWith('/') && check.pages.has(`${resolved}/`) ? `${resolved}/` : undefined;
}

/** `route` when a page has it, else the route without its trailing slash when a page has that (a link written for folder pages); else undefined. */
export function folderStyleRoute(route: string, has: (route: string) => boolean): string | undefined {
  if (has(route)) return route;
  return route.endsWith('/') && route !== '/' && has(route.slice(0, -1)) ? route.slice(0, -1) : undefined;
}

/** `to` as a link from the page at `from`: relative, so it holds in every version and under any base. */
function relativeRoute(from: string, to: string): string {
  const relative = path.posix.relative(from.endsWith('/') ? from : path.posix.dirname(from), to) || '.';
  const link = relative.startsWith('.') ? relative : `./${relative}`;
  return to.endsWith('/') && !link.endsWith('/') ? `${link}/` : link;
}

/**
 * The anchors of pages looked up lately. Links to anchors cluster (a page's
 * links often share a target), and a large site's ids are never held at once:
 * a page not among the recent ones has its links file read again.
 */
const RECENT_PAGES = 1024;

function recentIds(read: (route: string) => PageLinks): (route: string) => Anchors {
  const recent = new Map<string, Anchors>();
  return (route) => {
    let anchors = recent.get(route);
    if (anchors) recent.delete(route);
    else {
      const links = read(route);
      anchors = { ids: new Set(links.ids), aliases: new Map(links.aliases), rendered: links.rendered === true };
    }
    recent.set(route, anchors);
    if (recent.size > RECENT_PAGES) recent.delete(recent.keys().next().value!);
    return anchors;
  };
}

/** A page's ids, the ids another tool gives its headings, by that id, and whether code renders it. */
interface Anchors {
  ids: Set<string>;
  aliases: Map<string, string>;
  /** Whether code renders the page (`PageLinks.rendered`), which may give it ids that `ids` lacks. */
  rendered: boolean;
}

/** The route (and anchor) a link opens, an asset path, or undefined for links that leave the site; as `resolveLink` reads it in the theme. */
export function resolveTarget(url: string, route: string, base: string, config: PathConfig): Target {
  if (isExternal(url)) return undefined;
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : decodeSafe(url.slice(hashAt + 1));
  let pathname = (hashAt < 0 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
  if (pathname === '') return { route, hash };
  if (pathname.startsWith('/')) {
    if (base !== '/' && pathname.startsWith(base)) pathname = `/${pathname.slice(base.length)}`;
    if (!isFilePath(pathname)) pathname = withVersionPrefix(pathname, versionOf(route, config), config);
  } else {
    pathname = new URL(pathname, `http://site${encodePath(route)}`).pathname;
  }
  pathname = decodeSafe(pathname);
  if (isFilePath(pathname)) return { asset: pathname };
  const page = { route: pathname.replace(PAGE_EXTENSION, '').replace(/\/index$/, '/'), hash };
  return HTML_FILE.test(pathname) ? { ...page, html: pathname } : page;
}

const HTML_FILE = /\.html$/i;

function pageFix(target: string, from: string, pages: Map<string, string>, config: PathConfig): string {
  // Named as the page would link them: a site path is read in the page's version.
  const version = versionOf(from, config);
  const asWritten = (route: string) => {
    const to = versionOf(route, config);
    return to === version ? withoutVersion(route, config) : versionLink(route, to, config);
  };
  const same = sameNameRoutes(target, [...pages.keys()]).filter((r) => r !== from).map(asWritten);
  const hint = same.length ? ` Pages with that name: ${same.slice(0, 3).join(', ')}.` : '';
  return `Link to an existing page: a file path relative to this page (\`./other.mdx\`) or a site path (\`/guide/start/introduction\`), resolved from ${from}.${hint}`;
}

/**
 * Why a dead route under `/docs/` most likely is: Docusaurus serves its docs
 * there (its `routeBasePath`), and a site brought from it links them so; `''`
 * for any other route, and under that `base`.
 */
export function docsPrefixHint(route: string, base: string, has: (route: string) => boolean): string {
  if (!route.startsWith('/docs/') || base.endsWith('/docs/')) return '';
  const below = route.slice('/docs'.length);
  const reaches = has(below) ? ` (this one then reaches ${below})` : '';
  return ` A Docusaurus site serves its docs under /docs/ (its routeBasePath): set \`base: '/docs/'\` in the config to keep such links${reaches}, or drop /docs from the link.`;
}

/** The routes whose last segment is the target's: `/guide/start/intro` for a dead `/tutorial/intro`. */
export function sameNameRoutes(target: string, routes: readonly string[]): string[] {
  const name = target.replace(/\/$/, '').split('/').pop();
  return routes.filter((r) => r.replace(/\/$/, '').split('/').pop() === name);
}

/** The known ids (or routes) closest to `wanted` (shared prefix first), at most five. */
export function nearest(wanted: string, known: string[]): string[] {
  const shared = (id: string) => {
    let n = 0;
    while (n < id.length && id[n] === wanted[n]) n++;
    return n;
  };
  return [...known].sort((a, b) => shared(b) - shared(a)).slice(0, 5);
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}
