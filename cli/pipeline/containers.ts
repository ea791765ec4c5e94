import type { BlockContent, Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type {} from 'mdast-util-to-hast';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'details'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** A `:::tip Title` … `:::` block; rendered by the renderer's `docsite-container` component. */
export interface Container extends Parent {
  type: 'container';
  kind: ContainerType;
  title: string | undefined;
  children: BlockContent[];
}

declare module 'mdast' {
  interface RootContentMap {
    container: Container;
  }
  interface BlockContentMap {
    container: Container;
  }
}

const OPEN = /^:::(\w+)(?:[ \t]+([^\n]*))?(?:\n|$)/;
const CLOSE = /(?:^|\n)[ \t]*:::[ \t]*$/;

/**
 * Turn `:::tip`, `:::info`, `:::warning`, `:::danger`, `:::details` (and
 * `note`, `caution`) blocks with an optional title into container nodes, as
 * Rspress and VitePress readers write them. Markdown parses the markers as
 * paragraph text, with or without blank lines around the body, so both
 * shapes are recognised here; an unclosed container runs to the end of its
 * parent, and an unknown type is left as text.
 */
export function transformContainers(tree: Root | Parent): void {
  const children = tree.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    const open = node.type === 'paragraph' ? opening(node) : undefined;
    if (!open) {
      if ('children' in node && node.type !== 'paragraph' && node.type !== 'heading') transformContainers(node as Parent);
      continue;
    }
    const body: RootContent[] = open.rest ? [open.rest] : [];
    let end = i + 1;
    if (!open.closed) {
      while (end < children.length && !closes(children[end]!, body)) body.push(children[end++]!);
      end++;
    }
    const container: Container = {
      type: 'container',
      kind: open.kind,
      title: open.title,
      children: body as BlockContent[],
      data: { hName: 'docsite-container', hProperties: { type: open.kind, ...(open.title ? { title: open.title } : {}) } },
      position: node.position,
    };
    transformContainers(container);
    children.splice(i, Math.min(end, children.length) - i, container);
  }
}

interface Opening {
  kind: ContainerType;
  title: string | undefined;
  /** What followed the opening line in the same paragraph. */
  rest: Paragraph | undefined;
  /** The paragraph also held the closing `:::`. */
  closed: boolean;
}

function opening(paragraph: Paragraph): Opening | undefined {
  const first = paragraph.children[0];
  if (first?.type !== 'text') return undefined;
  const match = OPEN.exec(first.value);
  if (!match || !(CONTAINER_TYPES as readonly string[]).includes(match[1]!.toLowerCase())) return undefined;
  const lineEnded = match[0].endsWith('\n') || paragraph.children.length === 1;
  // A title with inline markup (`:::tip **Note**`) continues into the next nodes up to the line break.
  const titleNodes: PhrasingContent[] = [];
  const remaining = paragraph.children.slice(1);
  let tail: PhrasingContent[] = remaining;
  let restOfFirst = first.value.slice(match[0].length);
  if (!lineEnded) {
    const breakAt = remaining.findIndex((n) => n.type === 'break' || (n.type === 'text' && n.value.includes('\n')));
    const upTo = breakAt === -1 ? remaining.length : breakAt;
    titleNodes.push(...remaining.slice(0, upTo));
    tail = remaining.slice(upTo);
    restOfFirst = '';
    const splitter = tail[0];
    if (splitter?.type === 'text') {
      const cut = splitter.value.indexOf('\n');
      titleNodes.push({ type: 'text', value: splitter.value.slice(0, cut) });
      tail = [{ type: 'text', value: splitter.value.slice(cut + 1) }, ...tail.slice(1)];
    } else if (splitter) tail = tail.slice(1);
  }
  const title = [match[2] ?? '', ...titleNodes.map(plain)].join('').trim() || undefined;
  const content: PhrasingContent[] = [...(restOfFirst ? [{ type: 'text', value: restOfFirst } as Text] : []), ...tail];
  const closed = stripClose(content);
  const rest = content.length > 0 ? { ...paragraph, children: content } : undefined;
  return { kind: match[1]!.toLowerCase() as ContainerType, title, rest, closed };
}

/** Does `node` end the container? A paragraph ending in `:::` does; the text before the marker joins the body. */
function closes(node: RootContent, body: RootContent[]): boolean {
  if (node.type !== 'paragraph') return false;
  const content = [...node.children];
  if (!stripClose(content)) return false;
  if (content.length > 0) body.push({ ...node, children: content });
  return true;
}

/** Remove a trailing `:::` line from inline content; true when there was one. */
function stripClose(content: PhrasingContent[]): boolean {
  const last = content.at(-1);
  if (last?.type !== 'text' || !CLOSE.test(last.value)) return false;
  const value = last.value.replace(CLOSE, '').replace(/\n$/, '');
  if (value) content[content.length - 1] = { ...last, value };
  else content.pop();
  return true;
}

function plain(node: PhrasingContent): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((c) => plain(c as PhrasingContent)).join('') : '';
}
