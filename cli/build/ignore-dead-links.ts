import type { IgnoreDeadLinks } from '../config/resolve-config.js';

/** Whether a dead link is one the config's `ignoreDeadLinks` lets through, by any of its forms: as written, or the route (with and without its anchor) or path it resolves to. */
export type DeadLinkIgnored = (forms: readonly string[]) => boolean;

/** The config's `ignoreDeadLinks` as a test, and as a text that changes when it does (what the kept link verdicts are held against). */
export function deadLinkFilter(setting: IgnoreDeadLinks): { ignored: DeadLinkIgnored | undefined; key: string } {
  if (setting === true) return { ignored: () => true, key: 'all' };
  // `localhostLinks` is VitePress's for links to a local server, which docsite reads as external and never checks.
  if (!Array.isArray(setting)) return { ignored: undefined, key: '' };
  const tests = setting.map((entry): ((link: string) => boolean) => {
    if (typeof entry === 'string') return (link) => link === entry;
    if (entry instanceof RegExp) return (link) => test(entry, link);
    return (link) => Boolean(entry(link));
  });
  return {
    ignored: tests.length === 0 ? undefined : (forms) => tests.some((matches) => forms.some(matches)),
    key: JSON.stringify(setting.map((entry) => (typeof entry === 'string' ? entry : String(entry)))),
  };
}

/** `RegExp.test` from the start of the text each time: a `g` or `y` RegExp keeps where its last match ended. */
function test(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** The forms a dead link is matched by: as written, then the path in `public/`, or the route and the route with its anchor, it resolves to. */
export function deadLinkForms(written: string, target: { asset: string } | { route: string; hash: string }): string[] {
  if ('asset' in target) return [written, target.asset];
  return [written, target.route, ...(target.hash ? [`${target.route}#${target.hash}`] : [])];
}
