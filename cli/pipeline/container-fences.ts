import type { Paragraph, RootContent } from 'mdast';
import type { Point, Position } from 'unist';
import { CODE_GROUP, isContainerType, type ContainerType } from './container-node.js';
import { inlineLines, joinLines, lineText, type InlineLine } from './inline-lines.js';

interface FenceLine {
  type: 'containerFence';
  /** A container closes only at a line with as many colons as its opening line, so containers nest (`::::tip` around `:::warning`). */
  colons: number;
  position: Position | undefined;
}

/** `:::tip Title`, `::: tip Title` (VitePress), `:::tip[Title]` (Docusaurus). */
export interface Opening extends FenceLine {
  /** `code-group` (VitePress) groups code blocks as tabs. */
  kind: ContainerType | typeof CODE_GROUP;
  title: string | undefined;
}

/** A line of colons only. */
export interface Closing extends FenceLine {
  kind?: undefined;
}

export type Fence = Opening | Closing;

const CLOSE = /^(:{3,})$/;
/** `:::tip Title` (and VitePress's `::: tip Title`), Docusaurus's `:::tip[Title]` and remark-directive's `:::tip{title="Title"}` (Rspress). */
const OPEN = /^(:{3,})[ \t]*([A-Za-z][\w-]*)(?:\[(.*)\]|\{[ \t]*title=(?:"([^"]*)"|'([^']*)')[ \t]*\}|[ \t]+(.*))?$/;

/**
 * MDX reads the `{title="Title"}` of an `.mdx` page's `:::tip{title="Title"}` (Rspress's form) as an expression,
 * which would make the page one that needs code, and which the fence line would lose: each such expression is
 * given back as the text it was, before anything reads the page.
 */
export function fenceAttributesAsText(parent: { children: RootContent[] }): void {
  for (const node of parent.children) {
    if (node.type === 'paragraph') {
      node.children.forEach((child, i) => {
        const before = node.children[i - 1];
        if (child.type === 'mdxTextExpression' && before?.type === 'text' && FENCE_NAME_AT_END.test(before.value) && TITLE_ATTRIBUTE.test(child.value)) {
          node.children[i] = { type: 'text', value: `{${child.value}}`, ...(child.position && { position: child.position }) };
        }
      });
    } else if ('children' in node) fenceAttributesAsText(node as { children: RootContent[] });
  }
}

/** A fence line's start just before its `{`: `:::tip` at the start of a line. */
const FENCE_NAME_AT_END = /(?:^|\n)[ \t]*:{3,}[ \t]*[A-Za-z][\w-]*$/;
const TITLE_ATTRIBUTE = /^[ \t]*title=(?:"[^"]*"|'[^']*')[ \t]*$/;

/** Called for a line that opens a container of a type docsite does not have; the line stays text. */
export type OnUnknown = (name: string, start: Point | undefined) => void;

/**
 * Cut a paragraph at its fence lines: Markdown knows no containers, so a
 * fence written without blank lines around it is a line of paragraph text.
 * Returns the fences and the text between them as paragraphs, in order, or
 * undefined when the paragraph has no fence line.
 */
export function splitParagraph(paragraph: Paragraph, onUnknown: OnUnknown): (Paragraph | Fence)[] | undefined {
  // Most paragraphs have no fence: skip cutting them into lines.
  if (!paragraph.children.some((node) => node.type === 'text' && node.value.includes(':::'))) return undefined;
  const pieces: (Paragraph | Fence)[] = [];
  let text: InlineLine[] = [];
  const flush = () => {
    if (text.some((line) => line.nodes.length > 0)) pieces.push(paragraphOf(paragraph, text));
    text = [];
  };
  for (const line of inlineLines(paragraph)) {
    const fence = readFence(line, onUnknown);
    if (!fence) {
      text.push(line);
      continue;
    }
    flush();
    pieces.push(fence);
  }
  if (pieces.length === 0) return undefined;
  flush();
  return pieces;
}

function paragraphOf(source: Paragraph, lines: InlineLine[]): Paragraph {
  return { type: 'paragraph', children: joinLines(lines), ...(source.data ? { data: source.data } : {}) };
}

function readFence(line: InlineLine, onUnknown: OnUnknown): Fence | undefined {
  const text = lineText(line.nodes).trim();
  if (!text.startsWith(':::')) return undefined;
  const position = line.start && { start: line.start, end: { line: line.start.line, column: line.start.column + text.length } };
  const close = CLOSE.exec(text);
  if (close) return { type: 'containerFence', colons: close[1]!.length, position };
  const open = OPEN.exec(text);
  if (!open) return undefined;
  const kind = open[2]!.toLowerCase();
  if (!isContainerType(kind) && kind !== CODE_GROUP) {
    onUnknown(open[2]!, line.start);
    return undefined;
  }
  return { type: 'containerFence', colons: open[1]!.length, kind, title: (open[3] ?? open[4] ?? open[5] ?? open[6])?.trim() || undefined, position };
}
