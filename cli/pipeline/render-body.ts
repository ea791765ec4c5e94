import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { SiteConfig } from '../../schemas/site-config.js';
import { createCodeHighlighter, fenceLanguages, type CodeHighlighter } from './code-block.js';
import { toBodyTree } from './body-tree.js';
import { pageBody } from './page-body.js';

let highlighter: Promise<CodeHighlighter> | undefined;

/** Shiki's default pair, used when the config names no themes. */
export const DEFAULT_THEMES = { light: 'github-light', dark: 'github-dark' };

/**
 * The page body as JSON text (React elements as data, see `schemas/page-body.ts`), or undefined when the page cannot be kept as
 * data (reported on `file`). Grammars are loaded for the languages the
 * sources use before the synchronous conversion runs.
 */
export async function renderBody(tree: Root, sources: string[], config: SiteConfig, file: VFile): Promise<string | undefined> {
  const { showLineNumbers, defaultWrapCode, shiki } = config.markdown;
  highlighter ??= createCodeHighlighter({ themes: shiki.themes ?? DEFAULT_THEMES, showLineNumbers, defaultWrapCode });
  const code = await highlighter;
  await code.load([...(shiki.langs ?? []), ...sources.flatMap((source) => [...fenceLanguages(source)])]);
  const errors = file.messages.filter((m) => m.fatal).length;
  const hast = pageBody(tree, (node) => code.render(node), file);
  return file.messages.filter((m) => m.fatal).length > errors ? undefined : JSON.stringify(toBodyTree(hast));
}
