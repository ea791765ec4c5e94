import type { Paragraph, RootContent } from 'mdast';
import type { Point, Position } from 'unist';
import { CODE_GROUP, CODE_GROUP_ITEM, isContainerType, PLAIN_CONTAINERS, type ContainerType, type PlainContainer } from './container-node.js';

const isPlain = (kind: string): kind is PlainContainer => PLAIN_CONTAINERS.has(kind);
import { inlineLines, joinLines, lineText, type InlineLine } from './inline-lines.js';

interface FenceLine {
  type: 'containerFence';
  /** A container closes only at a line with at least as many colons as its opening line, so containers nest (`::::tip` around `:::warning`). */
  colons: number;
  position: Position | undefined;
}

/** `:::tip Title`, `::: tip Title` (VitePress), `:::tip[Title]` (Docusaurus). */
export interface Opening extends FenceLine {
  /** `code-group` (VitePress) groups code blocks as tabs. */
  kind: ContainerType | typeof CODE_GROUP | typeof CODE_GROUP_ITEM | PlainContainer;
  title: string | undefined;
  attributes: FenceAttributes;
}

/** What a fence line's `{…}` sets on the container: remark-directive's `{#id .class}` (Docusaurus), markdown-it-attrs' `{open}` (VitePress). */
export interface FenceAttributes {
  id?: string;
  classes?: string[];
  /** A details container shown unfolded. */
  open?: boolean;
}

/** A line of colons only. */
export interface Closing extends FenceLine {
  kind?: undefined;
}

export type Fence = Opening | Closing;

const CLOSE = /^(:{3,})$/;
/**
 * `:::tip Title` (and VitePress's `::: tip Title`), Docusaurus's `:::tip[Title]`, each with attributes in braces
 * after it (`:::note[Title]{#id .class}`, `::: details Title {open}`), or the attributes alone: remark-directive's
 * `:::tip{title="Title"}` (Rspress), `:::note{#id}`.
 */
const OPEN = /^(:{3,})[ \t]*([A-Za-z][\w-]*)(?:\[(.*)\]|[ \t]+(.*?))??(?:[ \t]*\{([^{}]*)\})?[ \t]*$/;
/** One attribute in braces: `#id`, `.class`, `key`, `key=value`, `key="value"`, `key='value'`. */
export const ATTRIBUTE = /([#.])([^\s#.]+)|([^\s=#.]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;

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
  if (!isContainerType(kind) && kind !== CODE_GROUP && kind !== CODE_GROUP_ITEM && !isPlain(kind)) {
    onUnknown(open[2]!, line.start);
    return undefined;
  }
  const attributes = readAttributes(open[5] ?? '');
  return { type: 'containerFence', colons: open[1]!.length, kind, title: (open[3] ?? open[4])?.trim() || attributes.title, attributes: attributes.set, position };
}

function readAttributes(text: string): { title: string | undefined; set: FenceAttributes } {
  const set: FenceAttributes = {};
  let title: string | undefined;
  for (const [, sigil, name, key, ...values] of text.matchAll(ATTRIBUTE)) {
    const value = values.find((v) => v !== undefined);
    if (sigil === '#') set.id = name;
    else if (sigil === '.') set.classes = [...(set.classes ?? []), name!];
    else if (key === 'id' && value) set.id = value;
    else if (key === 'class' && value) set.classes = [...(set.classes ?? []), ...value.split(/\s+/).filter(Boolean)];
    else if (key === 'title') title = value?.trim() || undefined;
    else if (key === 'open') set.open = true;
  }
  return { title, set };
}
