import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import { languageTheme } from '../../schemas/language-theme.js';
import type { Sidebar } from '../../schemas/sidebar.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { isExternal, placeFolder, placePrefix, withPlacePrefix } from '../../schemas/site-paths.js';
import { configFileIn } from '../config/load-config.js';
import type { IndexSummary } from '../pipeline/index-site.js';
import type { RouteTable } from './route-table.js';
import { locateKey } from '../report/locate-key.js';
import { fail } from '../report/problem.js';
import { docsPrefixHint, folderStyleRoute, isFile, nearest, resolveTarget, sameNameRoutes } from './check-links.js';
import { withLocaleThemes, type FolderNav } from './folder-nav.js';
import type { MetaLink } from './generated-sidebars.js';
import type { PageEntries } from './page-entries.js';
import type { PageFolders } from '../config/page-folders.js';
import { deadLinkForms, type DeadLinkIgnored } from './ignore-dead-links.js';

export interface ConfigLinkSite {
  config: SiteConfig;
  siteDir: string;
  docsDir: string;
  folders: PageFolders;
  /** The folder of files published as they are (`publicFolder`). */
  publicDir: string;
  routes: RouteTable;
  index: IndexSummary;
  /** The pages' index entries, read one at a time. */
  entries: PageEntries;
  /** The navbars of `_nav.json` files, by the folder of their version and language (`en`, `v1/zh`): links in them are reported in that file. */
  navFiles?: Map<string, FolderNav>;
  /** The `custom-link`s of `_meta.json` files: reported in those files. */
  metaLinks?: MetaLink[];
  vfile: (file: string) => VFile;
  /** Dead links the config lets through (`ignoreDeadLinks`): not reported. */
  ignored?: DeadLinkIgnored | undefined;
}

/** A link the theme renders from the config or from a home page's frontmatter. */
interface ThemeLink {
  /** As written. */
  link: string;
  /** As the theme reads it for `lang` (`languageTheme` drops a written language prefix). */
  read: string;
  lang: string;
  version: string;
  /** What shows it, for the message: `navbar`, `sidebar`, … */
  where: string;
  /** The page (or `_nav.json`) it is written in; undefined for the config file. */
  page?: string;
  /** The key path of its `link` in that file. */
  at: PropertyKey[];
}

/**
 * The links of the navbar (and its dropdowns), the sidebar, the banner and
 * home pages' hero actions and feature cards, per language, must reach a
 * page (and its anchor) or a file in `public/`, as page content's links must
 * (`check-links.ts`): a dead one is an error at its key in the config file
 * (or in the home page's frontmatter). They are read as the theme reads them:
 * each version's and language's nav and sidebar by `languageTheme`, the
 * prefixes added by `withPlacePrefix`, so a link is checked within the version
 * that shows it. Languages and versions without pages are skipped: no page
 * shows their nav.
 */
export function checkConfigLinks(site: ConfigLinkSite): void {
  const { config, index, routes } = site;
  const { sources } = routes;
  const placeOf = new Map<string, { version: string; lang: string }>();
  for (const { version, lang } of routes) placeOf.set(placeFolder(version, lang), { version, lang });
  const places = [...placeOf];
  const langs = [...new Set(places.map(([, place]) => place.lang))];
  const links = [
    ...places.flatMap(([folder, place]) => configLinks(config, place, site.navFiles?.get(folder))),
    ...homeLinks(site),
    ...(site.metaLinks ?? []).map((link) => metaLink(link, config)),
  ];
  const ids = new Map<string, Set<string>>();
  const idsOf = (route: string) => {
    const read = () => {
      const relativePath = sources.get(route)!;
      return new Set(index.links(relativePath, site.entries.hash(relativePath)!).ids);
    };
    return ids.get(route) ?? ids.set(route, read()).get(route)!;
  };
  const texts = new Map<string, string>();
  const textOf = (file: string) => texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file)!;
  for (const item of links) {
    if (isExternal(item.read) || item.read.startsWith('#')) continue;
    const target = resolveTarget(withPlacePrefix(item.read, item.version, item.lang, config), '/', config.base, config);
    if (!target) continue;
    const prefix = placePrefix(item.version, item.lang, config);
    const report = (reason: string, fix: string) => {
      if (site.ignored?.(deadLinkForms(item.link, target))) return;
      const file = item.page ?? configFileIn(site.siteDir)!;
      const place = item.page ? locateKey(frontmatterOf(textOf(file)), item.at) : locateKey(textOf(file), item.at);
      fail(site.vfile(file), `Dead link \`${item.link}\` in the ${item.where} (${placeFolder(item.version, item.lang)}): ${reason}`, { place: place ?? { line: 1, column: 1 }, ruleId: 'dead-link', fix });
    };
    if ('asset' in target) {
      if (isFile(path.join(site.publicDir, target.asset))) continue;
      const prefixed = prefix ? ` (on ${placeFolder(item.version, item.lang)} pages the theme adds ${prefix} to a site path)` : '';
      report(`no page or file in public/ has the path ${target.asset}`, `Put the file at public${target.asset}${prefixed}, or link it by its full URL.`);
      continue;
    }
    // As the theme's router does (`routeKey`): `/zh` is the Chinese home page, `/v1` version v1's.
    const asRead = routes.has(`${target.route}/`) && !target.route.endsWith('/') && (langs.includes(target.route.split('/').pop()!) || config.multiVersion.versions.includes(target.route.split('/').pop()!)) ? `${target.route}/` : target.route;
    // A home page's link written for a site whose pages are folders (Starlight's `/guides/example/`) opens the page (`slashless` in prerender.ts).
    const route = (item.page && folderStyleRoute(asRead, (r) => routes.has(r))) || asRead;
    // A page of its own in public/ (`/pure.html`), as page content may link it (`checkLinks`).
    if (!routes.has(route) && target.html && isFile(path.join(site.publicDir, target.html))) continue;
    if (!routes.has(route)) {
      const near = nearRoutes(route, [...routes].filter((r) => r.lang === item.lang && r.version === item.version).map((r) => r.path), `${prefix}/`);
      const own = item.where === 'sidebar' ? `sidebar with a key \`/${item.version}/…\`` : `navbar with a _nav.json in its folder (${path.posix.join(site.config.root, site.folders.of(item.version, item.lang), '_nav.json')}) and no config nav`;
      const perVersion = item.version && !item.page ? ` A config's nav and sidebar serve every version: give ${item.version} its own ${own}.` : '';
      report(`no page has the route ${route}`, `Link to an existing page${near.length ? ` (${near.join(', ')})` : ''}, or add a page with the route ${route}.${perVersion}${docsPrefixHint(route, config.base, (r) => routes.has(r))}`);
    } else if (target.hash && !idsOf(route).has(target.hash)) {
      const known = [...idsOf(route)];
      report(
        `the page ${route} has no anchor #${target.hash}`,
        known.length ? `Link to one of its anchors (${nearest(target.hash, known).map((id) => `#${id}`).join(', ')}), or give a heading that id with \`## Heading {#${target.hash}}\`.` : 'That page has no headings to link to: drop the #anchor.',
      );
    }
  }
}

/**
 * Each nav and sidebar item's key path, carried through `languageTheme`
 * (object spread copies symbol keys), so the nav and sidebar checked for a
 * language are the ones the theme picks for it, and each dead link is
 * reported where it is written.
 */
const WRITTEN = Symbol('written');
interface Written {
  [WRITTEN]?: { link: string; at: PropertyKey[]; file?: string | undefined };
  link?: string | undefined;
  items?: object[] | undefined;
}

function configLinks(written: SiteConfig, { version, lang }: { version: string; lang: string }, navFile: FolderNav | undefined): ThemeLink[] {
  // The theme shows a version's `_nav.json` as its language's nav: checked as such.
  const config = navFile ? withLocaleThemes(written, new Map([[lang, { nav: marks(navFile.nav, [], navFile.file) }]])) : written;
  const { themeConfig } = config;
  const marked: SiteConfig = {
    ...config,
    themeConfig: {
      ...themeConfig,
      nav: marks(themeConfig.nav, ['themeConfig', 'nav']),
      sidebar: sidebarMarks(themeConfig.sidebar, ['themeConfig', 'sidebar']),
      locales: themeConfig.locales.map((locale, i) => ({
        ...locale,
        ...(locale.nav && !(navFile && locale.lang === lang) && { nav: marks(locale.nav, ['themeConfig', 'locales', i, 'nav']) }),
        ...(locale.sidebar && { sidebar: sidebarMarks(locale.sidebar, ['themeConfig', 'locales', i, 'sidebar']) }),
      })),
    },
  };
  const { nav, sidebar } = languageTheme(marked, lang, version);
  const links: ThemeLink[] = [];
  const collect = (items: object[], where: string, nested: string) => {
    for (const item of items as Written[]) {
      const written = item[WRITTEN];
      if (item.link && written) links.push({ link: written.link, read: item.link, lang, version, where, at: written.at, ...(written.file && { page: written.file }) });
      collect(item.items ?? [], nested, nested);
    }
  };
  collect(nav, 'navbar', 'navbar dropdown');
  for (const items of Object.values(sidebar)) collect(items, 'sidebar', 'sidebar');
  if (config.banner?.link) links.push({ link: config.banner.link, read: config.banner.link, lang, version, where: 'banner', at: ['banner', 'link'] });
  return links;
}

/** `file`: the JSON file the items are written in, when not the config. */
function marks<T extends object>(items: T[], at: PropertyKey[], file?: string): T[] {
  return items.map((entry, i) => {
    const item = entry as Written;
    return {
      ...entry,
      ...(item.link && { [WRITTEN]: { link: item.link, at: [...at, i, 'link'], file } }),
      ...(item.items && { items: marks(item.items, [...at, i, 'items'], file) }),
    };
  });
}

function sidebarMarks(sidebar: Sidebar, at: PropertyKey[]): Sidebar {
  return Object.fromEntries(Object.entries(sidebar).map(([key, items]) => [key, marks(items, [...at, key])]));
}

/** A `_meta.json` link as the theme reads it: a written prefix of its own language dropped, as in the config's sidebars. */
function metaLink({ lang, version, link, file, at }: MetaLink, config: SiteConfig): ThemeLink {
  const own = `/${lang}`;
  const read = lang !== config.lang && (link === own || link.startsWith(`${own}/`)) ? link.slice(own.length) || '/' : link;
  return { link, read, lang, version, where: 'sidebar', page: file, at };
}

type HomeLink = Pick<ThemeLink, 'link' | 'where' | 'at'>;

/** Hero actions and feature cards of `pageType: home` pages: the theme shows them on no other page. */
function homeLinks(site: ConfigLinkSite): ThemeLink[] {
  const { homePages } = site.index;
  if (homePages.size === 0) return [];
  const links: ThemeLink[] = [];
  for (const [routePath, source] of site.routes.sourceEntries()) {
    if (!homePages.has(source)) continue;
    const { lang, version } = site.routes.get(routePath)!;
    const page = path.join(site.docsDir, source);
    links.push(...linksOfHome(site.entries.get(source)?.frontmatter).map((link) => ({ ...link, read: link.link, lang, version, page })));
  }
  return links;
}

function linksOfHome(frontmatter: Frontmatter | undefined): HomeLink[] {
  if (frontmatter?.pageType !== 'home') return [];
  return [
    ...(frontmatter.hero?.actions ?? []).map((action, i) => ({ link: action.link, where: 'hero actions', at: ['hero', 'actions', i, 'link'] })),
    ...(frontmatter.features ?? []).flatMap((feature, i) => (feature.link ? [{ link: feature.link, where: 'features', at: ['features', i, 'link'] }] : [])),
  ];
}

/** A page's YAML frontmatter block (its fences included, so lines count from the file's start); the whole text when it has none. */
function frontmatterOf(text: string): string {
  const end = /^\uFEFF?---/.test(text) ? text.indexOf('\n---', 3) : -1;
  return end < 0 ? text : text.slice(0, end);
}

/** Pages of the link's language like the dead route: of the same name, then in the same top folder by the longest shared beginning. */
function nearRoutes(route: string, routes: string[], root: string): string[] {
  const cut = route.indexOf('/', root.length);
  const section = cut < 0 ? undefined : route.slice(0, cut + 1);
  const close = section ? nearest(route, routes.filter((r) => r.startsWith(section))) : [];
  return [...new Set([...sameNameRoutes(route, routes), ...close])].slice(0, 3);
}
