import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { SiteConfig } from '../../schemas/site-config.js';
import { codeLanguages, createCodeHighlighter, type CodeBlocks, type CodeHighlighter } from './code-block.js';
import { toBodyTree } from './body-tree.js';
import { compilePage } from './compile-page.js';
import { pageBody, type RenderCode } from './page-body.js';
import type { PageGlobals } from './page-toc.js';

let highlighter: Promise<CodeHighlighter> | undefined;
let renderCode: RenderCode | undefined;
/** The blocks of the page being rendered: the renderer is one function for the worker's life, as its compiler is. */
let pageBlocks: CodeBlocks | undefined;

/** Shiki's default pair, used when the config names no themes. */
export const DEFAULT_THEMES = { light: 'github-light', dark: 'github-dark' };

/** Renders only blocks the page's previous version kept: a page edited in its prose starts no highlighter. */
const keptOnly: RenderCode = (node) => pageBlocks!.reuse(node)!;

/**
 * The code block renderer, with grammars loaded for the languages the page's blocks use (the conversion itself is
 * synchronous); none is started when `blocks` holds every block of `tree`.
 */
async function codeRenderer(tree: Root, config: SiteConfig, blocks: CodeBlocks | undefined): Promise<RenderCode> {
  if (blocks?.holdsAll(tree)) return keptOnly;
  const { showLineNumbers, defaultWrapCode, shiki } = config.markdown;
  highlighter ??= createCodeHighlighter({ themes: shiki.themes ?? DEFAULT_THEMES, showLineNumbers, defaultWrapCode });
  const code = await highlighter;
  await code.load([...(shiki.langs ?? []), ...codeLanguages(tree)]);
  // One function for the worker's life: the compiler is built once per renderer.
  renderCode ??= (node) => code.render(node, pageBlocks);
  return renderCode;
}

/**
 * The page body as JSON text: React elements as data, see `schemas/page-body.ts`. Its code blocks come from and go to `blocks`.
 * Their lines are HTML text unless the site's components (`siteComponents`) replace an element they are made of.
 */
export async function renderBody(tree: Root, config: SiteConfig, file: VFile, rehype: RehypeRun, siteComponents: readonly string[], blocks?: CodeBlocks): Promise<string> {
  const render = await codeRenderer(tree, config, blocks);
  return withBlocks(blocks, () => {
    const hast = pageBody(tree, render);
    rehype(hast, file);
    return JSON.stringify(toBodyTree(hast, !CODE_TAGS.some((tag) => siteComponents.includes(tag))));
  });
}

/** The elements a highlighted block is made of: a site component for one of them must get them as elements. */
const CODE_TAGS = ['pre', 'code', 'span'];

/** A page that needs JavaScript, compiled to an ES module (see `compile-page.ts`); `sitePath` names it in its errors. */
export async function renderModule(tree: Root, config: SiteConfig, file: VFile, sitePath: string, globals: PageGlobals, rehype: RehypeRun, blocks?: CodeBlocks): Promise<string> {
  const render = await codeRenderer(tree, config, blocks);
  return withBlocks(blocks, () => compilePage(tree, render, file, sitePath, globals, rehype));
}

/** `work` with the page's code blocks where the renderer finds them; a worker renders one page at a time. */
async function withBlocks<T>(blocks: CodeBlocks | undefined, work: () => T | Promise<T>): Promise<T> {
  pageBlocks = blocks;
  try {
    return await work();
  } finally {
    pageBlocks = undefined;
  }
}

/** The plugins' rehype plugins, run on the page's hast after code highlighting. */
type RehypeRun = (tree: HastRoot, file: VFile) => void;
