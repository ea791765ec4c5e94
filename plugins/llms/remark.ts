/**
 * The web page's side of `<llm-only>` and `<llm-exclude>`, run in the parse
 * workers (and on compiled pages) before anything reads the tree, so the
 * toc, search records and page agree: `llm-only` content is removed,
 * `llm-exclude` tags are removed and their content kept.
 *
 * In `.mdx` the tags are JSX elements. In `.md` they are raw HTML, which
 * CommonMark splits into separate nodes (`<llm-only>`, then the blocks or
 * text inside, then `</llm-only>`, not always at the same depth), so the tree
 * is walked in document order with a count of the `<llm-only>` tags open.
 */
import type { Html, Nodes, Parent, Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { VFile } from 'vfile';

const TAG = /<(\/?)llm-(only|exclude)[ \t]*>/g;

interface State {
  /** `<llm-only>` HTML tags open at this point of the walk: content is dropped while it is above 0. */
  only: number;
  /** Nodes removed so far: a parent is dropped when its walk removed everything in it. */
  removed: number;
  file: VFile | undefined;
}

type Child = Parent['children'][number];

/** The tag of a JSX element, or of an HTML element that an `.md` fragment's HTML was parsed into. */
function jsxName(node: Nodes): string | undefined {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' || node.type === 'htmlElement' ? (node.name ?? undefined) : undefined;
}

/** What of an HTML node's text stays on the page: the tags go, and everything inside `<llm-only>`. */
function visibleHtml(node: Html, state: State): string {
  let kept = '';
  let at = 0;
  let excluded = false;
  for (const match of node.value.matchAll(TAG)) {
    if (state.only === 0) kept += node.value.slice(at, match.index);
    at = match.index + match[0].length;
    if (match[2] === 'only') state.only = Math.max(0, state.only + (match[1] ? -1 : 1));
    else excluded = true;
  }
  if (state.only === 0) kept += node.value.slice(at);
  // CommonMark reads the lines of an HTML block as HTML: Markdown left in one shows as its bare characters.
  if (excluded && kept.trim() !== '') {
    state.file?.message('This `<llm-exclude>` content is part of an HTML block, so the page shows it as HTML, not as Markdown: leave a blank line after `<llm-exclude>` and before `</llm-exclude>`', {
      place: node.position,
      ruleId: 'llm-exclude',
      source: 'docsite-plugin-llms',
    });
  }
  return kept;
}

function walk(parent: { children: Child[] }, state: State): void {
  const kept: Child[] = [];
  for (const node of parent.children) {
    const name = jsxName(node);
    if (name === 'llm-only') {
      state.removed++;
      continue;
    }
    if (name === 'llm-exclude') {
      const content = { children: (node as Parent).children };
      walk(content, state);
      kept.push(...content.children);
    } else if (node.type === 'html') {
      const value = visibleHtml(node, state);
      if (value.trim() !== '') kept.push(value === node.value ? node : { ...node, value });
      else state.removed++;
    } else if ('children' in node && node.children.length > 0) {
      const removed = state.removed;
      walk(node, state);
      if (state.removed === removed || !emptied(node)) kept.push(node);
    } else if (state.only === 0) {
      kept.push(node);
    } else {
      state.removed++;
    }
  }
  parent.children = kept;
}

/** A node whose content was all removed: gone too, but for a table cell, which holds its column. */
function emptied(node: Parent): boolean {
  if (node.type === 'tableCell') return false;
  return node.children.every((child) => child.type === 'text' && child.value.trim() === '');
}

/** remark plugin: `markdown: { remarkPlugins: ['docsite/plugins/llms/remark'] }`. */
export default function remarkLlms() {
  return (tree: Root, file?: VFile) => walk(tree, { only: 0, removed: 0, file });
}
