import { readFileSync } from 'node:fs';
import type { VFile } from 'vfile';
import { sitePath, type ResolvedConfig } from '../config/resolve-config.js';
import { fail } from '../report/problem.js';
import type { SourceFile } from './collect-files.js';
import { routeKeyAt } from './frontmatter.js';
import { routePathOf } from './routes.js';

/**
 * Two routes that are different strings but one address: `/a` and `/a/`
 * (`a.md` beside `a/index.md`), or `/case` and `/Case`. The theme and
 * `docsite preview` take `/a` for `/a/` when there is no `/a` page, and hosts
 * that add or drop the trailing slash serve one page at both addresses; two names that differ only
 * in case are one file on case-insensitive file systems (macOS, Windows),
 * where the sources cannot be checked out and `dist/` cannot be copied.
 * Returns the check to call once per route, in page order: the second page
 * of a pair is the error, naming the first, unless the frontmatter of the
 * first put it there.
 */
export function routeClashes(resolved: ResolvedConfig, vfile: (file: string) => VFile): (routePath: string, source: SourceFile) => void {
  const seen = new Map<string, Claim>();
  return (routePath, source) => {
    const key = foldRoute(routePath);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, { routePath, source });
      return;
    }
    // When the frontmatter put a page there (`slug`), the error is at that key: it is what to change.
    const second = { routePath, source };
    const moved = [second, first].find((claim) => routePathOf(claim.source.pagePath, claim.source.version, claim.source.lang, resolved.config) !== claim.routePath);
    const at = moved && routeKeyAt(readFileSync(moved.source.absolutePath, 'utf8'));
    const [blamed, other] = at && moved === first ? [first, second] : [second, first];
    const otherFile = sitePath(resolved, other.source.absolutePath);
    const slash = blamed.routePath.toLowerCase() !== other.routePath.toLowerCase();
    const reason = slash
      ? `Route ${blamed.routePath} and route ${other.routePath} (${otherFile}) differ only by the trailing slash: a link to either may open the other page, depending on the host`
      : `Route ${blamed.routePath} and route ${other.routePath} (${otherFile}) differ only in letter case: on case-insensitive file systems and hosts (macOS, Windows) they are one file`;
    fail(vfile(blamed.source.absolutePath), reason, {
      place: at ? at.place : { line: 1, column: 1 },
      ruleId: 'route-clash',
      fix: slash
        ? `Keep one page at this address: put the content of one into the other (a folder's page is its \`index.md\`), or rename one of them.`
        : `Rename one of them (or change its \`slug\`) so that the two routes differ by more than letter case.`,
    });
  };
}

interface Claim {
  routePath: string;
  source: SourceFile;
}

/** What hosts and file systems may take for the same address: letter case and a trailing slash aside. */
function foldRoute(routePath: string): string {
  const folded = routePath.toLowerCase();
  return folded.length > 1 && folded.endsWith('/') ? folded.slice(0, -1) : folded;
}
