import path from 'node:path';
import type { VFile } from 'vfile';
import { sitePath, type ResolvedConfig } from '../config/resolve-config.js';
import type { SourceFile } from '../pipeline/collect-files.js';
import type { GitTimes } from '../pipeline/git-times.js';
import { missingTranslations } from '../pipeline/parity.js';
import { placeFolder } from '../../schemas/site-paths.js';
import { fail, warn } from './problem.js';

type Files = (file: string) => VFile;

const fromCwd = (file: string) => path.relative(process.cwd(), file) || '.';

export function reportNoPages(resolved: ResolvedConfig, vfile: Files): void {
  const { root, lang, multiVersion } = resolved.config;
  const versions = multiVersion.versions.length > 0 ? multiVersion.versions : [''];
  const folders = versions.flatMap((version) => resolved.langs.map((l) => path.join(fromCwd(resolved.docsDir), resolved.folders.of(version, l)))).join(', ');
  const place = (folder: string) => `${root}/${multiVersion.versions.length > 0 ? `${multiVersion.default}/` : ''}${folder}`;
  const others = resolved.langs.slice(1).map((l) => place(`${l}/`));
  fail(vfile(resolved.configFile ?? resolved.siteDir), `No pages found: no .md or .mdx files in ${folders}`, {
    ruleId: 'no-pages',
    fix: `Put the ${lang} pages in ${place('')} (config \`root\`, now \`${root}\`), e.g. ${place('index.md')}${others.length > 0 ? `, and each other language's in its folder there (${others.join(', ')})` : ''}; or every language in its own folder, e.g. ${place(`${lang}/index.md`)}.`,
  });
}

export function reportDuplicateRoute(routePath: string, owner: SourceFile, source: SourceFile, resolved: ResolvedConfig, vfile: Files): void {
  const files = `${sitePath(resolved, owner.absolutePath)} and ${sitePath(resolved, source.absolutePath)}`;
  fail(vfile(source.absolutePath), `Route ${routePath} comes from two files: ${files}`, {
    place: { line: 1, column: 1 },
    ruleId: 'duplicate-route',
    fix: 'Rename or delete one of them: each route must come from one file.',
  });
}

export function reportMissingTranslations(resolved: ResolvedConfig, sources: SourceFile[], vfile: Files): void {
  const { versions } = resolved.config.multiVersion;
  const present = new Set(sources.map((s) => placeFolder(s.version, s.lang)));
  // A language with no pages at all is one problem, not one per page.
  for (const version of versions.length > 0 ? versions : ['']) {
    for (const lang of resolved.langs.filter((l) => !present.has(placeFolder(version, l)))) {
      const folder = path.join(fromCwd(resolved.docsDir), resolved.folders.of(version, lang));
      const served = resolved.config.fallbackContent ? `; its pages are served with the ${resolved.langs[0]} pages' content` : '';
      warn(vfile(resolved.configFile ?? resolved.siteDir), `No pages for language ${lang}${version ? ` in version ${version}` : ''}: ${folder} has no .md or .mdx files${served}`, {
        ruleId: 'missing-translation',
        fix: `Add the ${lang} pages (the folder mirrors ${path.join(fromCwd(resolved.docsDir), resolved.folders.of(version, resolved.langs[0]!))}), or remove ${version && !resolved.docusaurus ? `${version} from \`multiVersion.versions\`` : `${lang} from \`locales\``}.`,
      });
    }
  }
  for (const missing of missingTranslations(sources, resolved.langs, resolved.folders.of)) {
    if (!present.has(placeFolder(missing.present.version, missing.lang))) continue;
    // A default-language page stands in for its missing translation (`fallbackPages`); a page only in another language has no stand-in.
    const served = resolved.config.fallbackContent && missing.present.lang === resolved.langs[0] ? `; until it is added, the ${missing.lang} page shows this ${missing.present.lang} content, with a notice` : '';
    warn(vfile(missing.present.absolutePath), `No ${missing.lang} translation: expected ${path.join(fromCwd(resolved.docsDir), missing.expected)}${served}`, {
      place: { line: 1, column: 1 },
      ruleId: 'missing-translation',
      fix: 'Every language folder should mirror the others; add the translated page (or exclude this one with `route.exclude`).',
    });
  }
}

/** Say (in --verbose) which pages are dated by mtime, and warn once about a shallow clone. */
export function reportTimeSources(resolved: ResolvedConfig, sources: SourceFile[], git: GitTimes, vfile: Files): void {
  for (const source of sources) {
    const time = git.times.get(source.absolutePath);
    if (time?.source !== 'mtime') continue;
    const why = time.reason === 'not-in-git' ? 'the site is not in a git repository' : 'the file has changes not committed to git';
    vfile(source.absolutePath).info(`Last updated from the file's modification time: ${why}`, { ruleId: 'time-source', source: 'docsite' });
  }
  if (git.shallowFiles === 0) return;
  warn(
    vfile(resolved.docsDir),
    `Shallow git clone: the last-updated time of ${git.shallowFiles} page(s) is unknown, because their history is cut at the clone's boundary; those pages show none`,
    { ruleId: 'shallow-clone', fix: 'Fetch the full history: `git fetch --unshallow`, or in GitHub Actions set `fetch-depth: 0` on actions/checkout.' },
  );
}
