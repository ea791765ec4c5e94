import { hash } from 'node:crypto';
import type { NavItem } from '../../schemas/nav.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { RecordDraft } from './record-drafts.js';

const LEVEL_WEIGHT = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 } as const;

/**
 * The section a page belongs to (DocSearch's lvl0): the text of the first
 * nav entry whose `activeMatch` (or, without one, its link's first path
 * segment) matches the page's path; dropdown entries count too.
 */
export function sectionOf(path: string, nav: readonly NavItem[]): string | undefined {
  for (const item of nav) {
    if (item.items) {
      const inner = sectionOf(path, item.items);
      if (inner) return inner;
      continue;
    }
    if (item.activeMatch !== undefined ? new RegExp(item.activeMatch).test(path) : linkSection(item.link) && path.startsWith(linkSection(item.link)!)) {
      return item.text;
    }
  }
  return undefined;
}

function linkSection(link: string | undefined): string | undefined {
  const segment = link && /^\/([^/]+)\//.exec(link)?.[1];
  return segment ? `/${segment}/` : undefined;
}

/** The nav that serves `lang`: its locale's, else the shared one. */
export function navFor(config: SiteConfig, lang: string): NavItem[] {
  return config.themeConfig.locales.find((l) => l.lang === lang)?.nav ?? config.themeConfig.nav;
}

export interface PageForRecords {
  lang: string;
  /** Docs version; `''` without `multiVersion`. */
  version: string;
  title: string;
  /** Site-absolute page URL (base included). */
  url: string;
  /** DocSearch lvl0. */
  section: string;
}

/** The page's records: a lvl1 record for the page itself, then its drafts in order. */
export function searchRecords(page: PageForRecords, drafts: readonly RecordDraft[]): SearchRecord[] {
  const seen = new Map<string, number>();
  const all: RecordDraft[] = [{ type: 'lvl1', levels: [null, null, null, null, null], content: null, anchor: '' }, ...drafts];
  return all.map((draft, position) => {
    const { type } = draft;
    const url = draft.anchor ? `${page.url}#${draft.anchor}` : page.url;
    const [lvl2, lvl3, lvl4, lvl5, lvl6] = draft.levels;
    const hierarchy = { lvl0: page.section, lvl1: page.title, lvl2, lvl3, lvl4, lvl5, lvl6 };
    const key = JSON.stringify([page.lang, url, type, hierarchy, draft.content]);
    // Identical twins on one page (a repeated list item) need distinct, still stable, ids.
    const twin = seen.get(key) ?? 0;
    seen.set(key, twin + 1);
    return {
      objectID: hash('sha1', `${key}#${twin}`, 'base64url').slice(0, 20),
      hierarchy,
      content: draft.content,
      type,
      url,
      lang: page.lang,
      ...(page.version && { version: page.version }),
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    };
  });
}
