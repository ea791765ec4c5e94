import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message } from 'esbuild';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import { otherFrameworkFile } from './page-modules.js';
import type { PrerenderError } from './prerender.js';

/** Where our own checks in compiled pages say they failed: `docs/en/a.mdx:8:18: <Chart> is not a component…`. */
const PLACED = /^(.+?):(\d+):(\d+): ([\s\S]*)$/;

/**
 * Pre-render failures as messages on the page's file: at the tag when a
 * compiled page's component check failed, and naming the author's file and
 * line when a component threw (its stack mapped through the server module's
 * source map). No internal frames are printed.
 */
export function reportPrerenderFailures(failures: PrerenderError[], siteDir: string, docsDir: string, vfile: (file: string) => VFile): void {
  const themeFailures = new Map<string, { failure: PrerenderError; routes: string[] }>();
  for (const failure of failures) {
    if (failure.inTheme && failure.thrownAt) {
      const { file, line, column } = failure.thrownAt;
      const key = `${file}:${line}:${column}: ${failure.cause.message}`;
      const seen = themeFailures.get(key);
      if (seen) seen.routes.push(failure.route);
      else themeFailures.set(key, { failure, routes: [failure.route] });
      continue;
    }
    const file = path.join(docsDir, failure.file);
    const placed = PLACED.exec(failure.cause.message);
    const thrown = failure.thrownAt ? ` (thrown at ${path.relative(process.cwd(), failure.thrownAt.file)}:${failure.thrownAt.line}:${failure.thrownAt.column})` : '';
    fail(vfile(file), `Pre-rendering ${failure.route} failed: ${placed ? placed[4] : failure.cause.message}${thrown}`, {
      place: placed && path.resolve(siteDir, placed[1]!) === file ? { line: Number(placed[2]), column: Number(placed[3]) } : undefined,
      ruleId: 'prerender',
      fix: 'Page code and the components it uses run at build time in Node, as in every docs tool that pre-renders: code that needs the browser (window, document, localStorage) belongs in an effect (`useEffect`).',
    });
  }
  reportThemeFailures(themeFailures.values(), vfile);
}

/** A throw in the theme module fails every page that renders the override: one message at its line, naming the first route and counting the rest. */
function reportThemeFailures(failures: Iterable<{ failure: PrerenderError; routes: string[] }>, vfile: (file: string) => VFile): void {
  for (const { failure, routes } of failures) {
    const { file, line, column } = failure.thrownAt!;
    const more = routes.length > 1 ? ` (and ${routes.length - 1} more page${routes.length > 2 ? 's' : ''})` : '';
    fail(vfile(file), `Pre-rendering ${routes[0]}${more} failed in the theme module: ${failure.cause.message}`, {
      place: { line, column },
      ruleId: 'prerender',
      fix: 'The theme module\'s components render at build time in Node, on every page that shows them: code that needs the browser (window, document, localStorage) belongs in an effect (`useEffect`).',
    });
  }
}

/**
 * esbuild's errors while bundling compiled pages, on the author's files: an
 * error in a page's own module (a missing import) moves from the compiled
 * code to the import in the page source; errors in imported files stay at
 * their own line.
 */
export function reportPageBundleErrors(errors: Message[], siteDir: string, docsDir: string, vfile: (file: string) => VFile): void {
  const importers = new Map<string, string[]>();
  const fileOf = (location: Message['location']) => {
    const page = location?.file.match(/^docsite-page:(.+)$/)?.[1];
    const file = page ? path.join(docsDir, page) : location ? path.resolve(siteDir, location.file) : siteDir;
    const place = page ? importPlace(file, location!.lineText) : location ? { line: location.line, column: location.column + 1 } : undefined;
    return { page, file, place };
  };
  for (const error of errors) {
    const component = otherFrameworkFile(error.detail);
    if (component === undefined) continue;
    const { file, place } = fileOf(error.location);
    const at = `${path.relative(process.cwd(), file)}${place ? `:${place.line}:${place.column}` : ''}`;
    const seen = importers.get(component) ?? importers.set(component, []).get(component)!;
    if (!seen.includes(at)) seen.push(at);
  }
  // In path order: batches bundle pages in no order an author knows.
  for (const [component, pages] of importers) reportOtherFramework(component, pages.sort(), vfile);
  for (const error of errors) {
    if (otherFrameworkFile(error.detail) !== undefined) continue;
    const { page, file, place } = fileOf(error.location);
    // Our virtual modules' namespaces are no names an author knows: `docsite-shared:docsite/theme` is `docsite/theme`.
    fail(vfile(file), error.text.replace(/docsite-(?:shared|page):/g, ''), {
      place,
      ruleId: 'page-code',
      fix: otherFramework(error.text) ?? missingPackage(error.text) ?? (page
        ? 'Check the import: a relative path resolves from the page\'s folder (extensions .tsx, .ts, .jsx, .js, .json, .css are found without writing them); a package must be installed in the site; `alias` in the config maps other specifiers.'
        : 'Fix the error in this file: pages that import it are bundled with it.'),
    });
  }
}

/**
 * The position in the page source of the import that the compiled line
 * (`import X from "./x"`) came from: the first line outside code fences
 * that names the specifier, since pages often show imports in examples too.
 */
function importPlace(file: string, lineText: string): { line: number; column: number } | undefined {
  const specifier = /from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/.exec(lineText);
  const wanted = specifier?.[1] ?? specifier?.[2];
  if (!wanted) return undefined;
  let fence: string | undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
    else if (!fence && (text.includes(`'${wanted}'`) || text.includes(`"${wanted}"`))) return { line: i + 1, column: text.indexOf(wanted) };
  }
  return undefined;
}

/** Pages listed by name in the message about a component they import; more are counted. */
const LISTED_PAGES = 5;

/** One error at another framework's component, naming every page that imports it: the fix is one file to rewrite, not one per page. */
function reportOtherFramework(component: string, pages: string[], vfile: (file: string) => VFile): void {
  const extension = path.extname(component).slice(1);
  const what = Object.hasOwn(FRAMEWORKS, extension) ? FRAMEWORKS[extension]! : `A .${extension} component`;
  const listed = pages.length > LISTED_PAGES + 1 ? [...pages.slice(0, LISTED_PAGES), `${pages.length - LISTED_PAGES} more pages`] : pages;
  const named = listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : listed[0];
  const react = path.relative(process.cwd(), component.slice(0, -extension.length) + 'tsx');
  fail(vfile(component), `${what} cannot run here, as docsite renders pages with React: imported by ${pages.length === 1 ? 'the page' : `${pages.length} pages`} ${named}`, {
    place: { line: 1, column: 1 },
    ruleId: 'page-code',
    fix: `Rewrite it as a React component (${react}) and import that instead, or register a component of that name in the config's \`components\` and drop the imports.`,
  });
}

const FRAMEWORKS: Record<string, string> = { astro: 'An Astro component (Starlight\'s)', vue: 'A Vue component (VitePress\'s)', svelte: 'A Svelte component' };

/** What to do about an import of another framework's component, which esbuild has no loader for. */
/**
 * A package the site has not installed: a site moved from another tool often used one that came with that tool's
 * own packages (`clsx` with Docusaurus), so the fix names the package to install.
 */
function missingPackage(text: string): string | undefined {
  const specifier = /^Could not resolve "([^"./:][^":]*)"/.exec(text)?.[1];
  if (!specifier) return undefined;
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return `\`${name}\` is not installed in the site: install it (\`npm install ${name}\`), or map \`${specifier}\` to a file with the config's \`alias\`.`;
}

function otherFramework(text: string): string | undefined {
  const extension = /^No loader is configured for "\.(\w+)" files/.exec(text)?.[1];
  const what = extension && Object.hasOwn(FRAMEWORKS, extension) ? FRAMEWORKS[extension] : undefined;
  return what && `${what} cannot run here: docsite renders pages with React. Write it as a React component (a .tsx file) and import that, or register one of that name in the config's \`components\` and drop the import.`;
}
