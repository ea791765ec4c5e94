import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Element } from 'hast';
import type { Root } from 'mdast';
import { writeFileAtomicIfChangedSync } from '../output/write-atomic.js';
import path from 'node:path';
import { VFile } from 'vfile';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import type { PageIndexEntry } from '../../schemas/page-index.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { fail } from '../report/problem.js';
import { docsRootOf, placeOfPage, type SourceFile } from './collect-files.js';
import { blocksOf, bodyFileText, bodyPath, cachedFiles, modulePath, NO_FILES, withLinks, type CachedFiles } from './body-path.js';
import { CodeBlocks } from './code-block.js';
import { isRelativeFile, LOCAL_PREFIX, markLocalFiles } from './page-assets.js';
import { frontmatterPlace } from './frontmatter.js';
import type { CodeContext } from './page-code.js';
import { extractPage } from './extract-page.js';
import { readFragmentSources } from './fragment-imports.js';
import { readFileCodeSources, readSnippetSources } from './snippets.js';
import { readIncludeSources } from './includes.js';
import { fallbackNotice, titleContainers } from './container-node.js';
import { fallbackNoticeText } from '../../schemas/fallback-notice.js';
import { readRawImportSources } from './raw-imports.js';
import { skimPage } from './skim-page.js';
import { pageFragments, type PageFragments } from './fragments.js';
import { pageLinks } from './page-links.js';
import { resolvePathAlias, type PathAlias } from './path-aliases.js';
import { plainMessages, type PlainMessage } from './messages.js';
import { renderBody, renderModule } from './render-body.js';
import { contentHash } from './routes.js';
import { readPageText } from './source-text.js';
import { markdownTransforms, type MarkdownModules } from './markdown-plugins.js';
import { PluginError } from '../plugins/driver.js';

import { prepareFormats, type SourceFormat } from './processor.js';
import { pageFormat } from './mdx-in-md.js';

export { prepareFormats };

export interface PageJob {
  source: SourceFile;
  /** Hash of the source when its previous fragments (and cached files, which were checked) were built; matching bytes need no parse. */
  previousHash: string | undefined;
  /** Where page bodies are written (`docsite build`); undefined when only the index is wanted. */
  bodiesDir: string | undefined;
  /**
   * Dev: write the links and compiled modules, but leave data pages' bodies to
   * `bodyOnRequest`. Highlighting every code block is most of a cold index,
   * and a dev server renders only the pages a browser asks for.
   */
  bodiesOnRequest?: boolean | undefined;
  /**
   * Dev's preview (`skimPage`): the entry from the frontmatter and the title
   * alone, with a source copy to render the body from when asked; no parse.
   */
  skim?: boolean | undefined;
}

export interface PageOutcome {
  hash: string;
  /** True when the bytes match `previousHash`: the previous fragments stand. */
  unchanged: boolean;
  messages: readonly PlainMessage[];
  fragments: PageFragments | undefined;
  /** The files written for the page (`NO_FILES` when none were). */
  files: CachedFiles;
  /** The page reads other files (fragments, code snippets): it is read again every run, as they may have changed. */
  imports: boolean;
}

/** The data body of a compiled page: the place its module's content goes (see `schemas/page-body.ts`). */
const moduleBody = (h1: boolean) => JSON.stringify({ t: '', c: [{ t: 'docsite-module', p: { h1 } }] });

/** What every page of a run is processed with. */
export interface PageSettings {
  config: SiteConfig;
  /** What pages' imports and components are checked against. */
  code: CodeContext;
  /** The plugins' remark and rehype modules. */
  markdown: MarkdownModules;
}

/** Read, parse, extract and serialize one page: the same function runs in-process and in worker threads. */
export async function processPage(job: PageJob, { config, code, markdown }: PageSettings): Promise<PageOutcome> {
  const file = new VFile({ path: job.source.absolutePath });
  const { text, format, imported, hash } = readSources(job.source, file);
  const imports = imported.size > 0;
  // Checked before the cache: bytes that cannot be decoded can hash like a page that built.
  if (file.messages.some((m) => m.fatal)) return { hash, unchanged: false, messages: plainMessages(file), fragments: undefined, files: NO_FILES, imports };
  const bodyFile = job.bodiesDir && bodyPath(job.bodiesDir, hash);
  if (hash === job.previousHash) return { hash, unchanged: true, messages: [], fragments: undefined, files: NO_FILES, imports };
  if (job.skim) return skimmed(job, text, imported, hash, { config, code }, file);
  let fragments: PageFragments | undefined;
  try {
    const transforms = await markdownTransforms(markdown);
    await prepareFormats([format]);
    const extract = extractPage(text, format, file, imported, code, transforms, docsRootOf(job.source));
    if (extract) pageTexts(extract.tree, job.source, config);
    if (extract) aliasedHeroImage(extract, job.source.absolutePath, code.pathAliases ?? [], file);
    fragments = extract && pageFragments(job.source, extract, config, file);
    if (extract && fragments && bodyFile && !file.messages.some((m) => m.fatal)) {
      markLocalFiles(extract.tree, placeOfPage(job.source), job.source.absolutePath);
      const links = pageLinks(extract.tree, { compiled: extract.needsCode, siteComponents: code.siteComponents });
      const heroImage = extract.frontmatter.hero?.image?.src;
      // A hero image beside the page (Starlight's `file`) is one of its files: checked, copied and in its data URL like the body's.
      if (heroImage !== undefined && isRelativeFile(heroImage)) links.links.push({ url: LOCAL_PREFIX + heroImage, ...(frontmatterPlace(extract.tree, ['hero', 'image']) ?? { line: 1, column: 1 }) });
      // Each file by a rename: a run killed while writing leaves the previous file or none, never an empty one.
      // A file named by this hash that holds the same bytes already (a run with `--no-cache`) is left as it is.
      const blocks = new CodeBlocks(job.previousHash ? previousBlocks(bodyPath(job.bodiesDir!, job.previousHash)) : undefined);
      if (extract.needsCode) {
        const sitePath = path.posix.join(config.root, job.source.relativePath);
        writeFileAtomicIfChangedSync(modulePath(job.bodiesDir!, hash), await renderModule(extract.tree, config, file, sitePath, { frontMatter: extract.frontmatter, contentTitle: extract.h1 }, transforms.rehype, blocks));
        writeFileAtomicIfChangedSync(bodyFile, bodyFileText(links, blocks.text(), moduleBody(extract.h1 !== undefined)));
      } else {
        // A module left under this hash by a run that compiled the page (an earlier docsite, other site components) would make it a page with code again.
        rmSync(modulePath(job.bodiesDir!, hash), { force: true });
        if (job.bodiesOnRequest) {
          // The body is rendered from the sources as indexed, whatever the file holds by then (a save that broke it, say).
          fragments.copy = encoder.encode(withLinks(links, JSON.stringify({ text, imported: [...imported] } satisfies SourceCopy)));
          // A body left under this hash counts in the page's cached bytes: one that was not trusted must not stay to be trusted later.
          rmSync(bodyFile, { force: true });
        } else {
          const body = await renderBody(extract.tree, config, file, transforms.rehype, code.siteComponents, blocks);
          writeFileAtomicIfChangedSync(bodyFile, bodyFileText(links, blocks.text(), body));
        }
      }
    }
  } catch (error) {
    if (error instanceof PluginError) {
      reportMarkdownPluginError(error, file);
      return { hash, unchanged: false, messages: plainMessages(file), fragments: undefined, files: NO_FILES, imports };
    }
    // A bug must not hide which page met it, nor stop the other pages' reports.
    fail(file, `Internal error while indexing this page: ${(error as Error).stack ?? String(error)}`, {
      ruleId: 'internal',
      fix: 'This is a bug in docsite. Please report it with this page attached.',
    });
  }
  return { hash, unchanged: false, messages: plainMessages(file), fragments, files: job.bodiesDir ? cachedFiles(job.bodiesDir, hash, fragments?.copy !== undefined) : NO_FILES, imports };
}

function skimmed(job: PageJob, text: string, imported: Map<string, string>, hash: string, { config, code }: Omit<PageSettings, 'markdown'>, file: VFile): PageOutcome {
  const extract = skimPage(text, file);
  if (extract) aliasedHeroImage(extract, job.source.absolutePath, code.pathAliases ?? [], file);
  const fragments = extract && pageFragments(job.source, extract, config, file);
  if (fragments) fragments.copy = encoder.encode(withLinks(pageLinks(extract.tree), JSON.stringify({ text, imported: [...imported] } satisfies SourceCopy)));
  return { hash, unchanged: false, messages: plainMessages(file), fragments, files: job.bodiesDir ? cachedFiles(job.bodiesDir, hash, fragments !== undefined) : NO_FILES, imports: imported.size > 0 };
}

/**
 * A hero image written through a path alias (Starlight's `file: ~/assets/houston.webp`, `~/` being the site's `src/`)
 * as the path from the page's folder that it names, so that it is checked, copied and given its URL as a file beside
 * the page is.
 */
function aliasedHeroImage(extract: { frontmatter: Frontmatter; tree: Root }, pageFile: string, aliases: readonly PathAlias[], file: VFile): void {
  const image = extract.frontmatter.hero?.image;
  const resolved = image && resolvePathAlias(image.src, aliases);
  if (!image || !resolved) return;
  if (!existsSync(resolved.file)) {
    const mapped = resolved.alias.from === 'tsconfig' ? "by the `paths` of the site's tsconfig.json" : "the site's src/ folder, as Astro reads it";
    fail(file, `Hero image \`${image.src}\`: there is no file ${path.relative(process.cwd(), resolved.file)} (\`${resolved.alias.prefix}\` is ${path.relative(process.cwd(), resolved.alias.dirs[0]!) || '.'}/, ${mapped})`, {
      place: frontmatterPlace(extract.tree, ['hero', 'image']) ?? { line: 1, column: 1 },
      ruleId: 'dead-link',
      fix: `Put the image at ${path.relative(process.cwd(), resolved.file)}, or fix the path.`,
    });
    return;
  }
  const relative = path.relative(path.dirname(pageFile), resolved.file).split(path.sep).join('/');
  image.src = relative.startsWith('.') ? relative : `./${relative}`;
}

/** The code blocks kept in a page's previous body file; none when it is gone or unreadable (they are only a cache). */
function previousBlocks(file: string): Record<string, Element> | undefined {
  try {
    return JSON.parse(blocksOf(readFileSync(file, 'utf8'))) as Record<string, Element>;
  } catch {
    return undefined;
  }
}

/** The page's text, the format it is parsed in, the fragments it imports, and the hash of them all: what names its cached files. */
function readSources(source: SourceFile, file: VFile): { text: string; format: SourceFormat; imported: Map<string, string>; hash: string } {
  const text = readPageText(source.absolutePath, file);
  if (file.messages.some((m) => m.fatal)) return { text, format: source.format, imported: new Map(), hash: contentHash(text) };
  const format = pageFormat(source, text);
  const imported = format === 'mdx' ? readFragmentSources(source.absolutePath, text) : new Map<string, string>();
  if (format === 'md') {
    readSnippetSources(source.absolutePath, text, docsRootOf(source), imported);
    readIncludeSources(source.absolutePath, text, docsRootOf(source), imported);
  }
  readFileCodeSources(source.absolutePath, text, imported);
  if (format === 'mdx') readRawImportSources(source.absolutePath, text, imported);
  const sources = imported.size === 0 ? text : [text, ...imported.values()].join('\0');
  // A fallback page's body is not its source's (its notice, its language's box titles): it is stored under a hash of its own.
  return { text, format, imported, hash: contentHash(source.fallbackOf === undefined ? sources : `fallback\0${source.lang}\0${sources}`) };
}

const encoder = new TextEncoder();

/** What a source copy holds after its links line. */
export interface SourceCopy {
  text: string;
  imported: [string, string][];
}

/**
 * A data page's body, rendered from the copy of its sources that an index
 * with `bodiesOnRequest` kept: it matches the page's entry in that index even
 * when the file has changed since (a save that broke the page leaves the last
 * good build served). It is not written to the cache: a build writes every body it needs.
 */
export async function bodyOnRequest(source: SourceFile, { text, imported }: SourceCopy, { config, code, markdown }: PageSettings): Promise<string> {
  const file = new VFile({ path: source.absolutePath });
  const format = pageFormat(source, text);
  await prepareFormats([format]);
  const transforms = await markdownTransforms(markdown);
  // The index parsed these very sources without an error.
  const extract = extractPage(text, format, file, new Map(imported), code, transforms, docsRootOf(source))!;
  pageTexts(extract.tree, source, config);
  markLocalFiles(extract.tree, placeOfPage(source), source.absolutePath);
  return renderBody(extract.tree, config, file, transforms.rehype, code.siteComponents);
}

/**
 * What the index writes into a page in its language: a fallback page's notice, and the boxes' default titles (the
 * notice's too).
 */
function pageTexts(tree: Root, source: SourceFile, config: SiteConfig): void {
  if (source.fallbackOf !== undefined) {
    const label = config.locales.find((locale) => locale.lang === config.lang)?.label ?? config.lang;
    fallbackNotice(tree, fallbackNoticeText(source.lang, label));
  }
  titleContainers(tree, source.lang);
}

/** A page of dev's preview as the full index will have it: its entry (without plain text or last-updated time) and its body. */
export interface PreviewPage {
  entry: Omit<PageIndexEntry, 'content'>;
  body: string;
}

/**
 * A page the preview index skimmed, parsed when it is asked for, from its
 * copy; undefined when the preview cannot show it: a page with code of its
 * own needs the bundle the full build makes, and a page with errors is the
 * full build's to report.
 */
export async function previewOnRequest(source: SourceFile, { text, imported }: SourceCopy, { config, code, markdown }: PageSettings): Promise<PreviewPage | undefined> {
  const file = new VFile({ path: source.absolutePath });
  const format = pageFormat(source, text);
  await prepareFormats([format]);
  const transforms = await markdownTransforms(markdown);
  const fragments = new Map(imported);
  const extract = extractPage(text, format, file, fragments, code, transforms, docsRootOf(source));
  if (extract) pageTexts(extract.tree, source, config);
  const entry = extract && !extract.needsCode && pageFragments(source, extract, config, file);
  if (!entry || file.messages.some((m) => m.fatal)) return undefined;
  const { content, ...rest } = JSON.parse(`${decoder.decode(entry.page)}}`) as PageIndexEntry;
  markLocalFiles(extract.tree, placeOfPage(source), source.absolutePath);
  return { entry: rest, body: await renderBody(extract.tree, config, file, transforms.rehype, code.siteComponents) };
}

const decoder = new TextDecoder();

/** A plugin's remark or rehype plugin threw on this page: at the place it names (a vfile message's), else the page. */
function reportMarkdownPluginError(error: PluginError, file: VFile): void {
  const cause = error.cause as { place?: unknown; position?: unknown; line?: unknown; column?: unknown } | undefined;
  const place = (cause?.place ?? cause?.position ?? (typeof cause?.line === 'number' ? { line: cause.line, column: typeof cause.column === 'number' ? cause.column : 1 } : undefined)) as Parameters<typeof fail>[2]['place'];
  fail(file, error.message, {
    place,
    ruleId: 'plugin',
    fix: `The plugin "${error.plugin}" failed on this page: check the page at this place, or the plugin's options; report it to the plugin's author if the page is valid.`,
  });
}
