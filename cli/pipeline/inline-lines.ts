import type { Paragraph, PhrasingContent } from 'mdast';
import type { Point } from 'unist';

/** One source line of a paragraph. */
export interface InlineLine {
  nodes: PhrasingContent[];
  /** What ended the line: a newline or a hard break; undefined on the last line. */
  ending: PhrasingContent | undefined;
  /**
   * Where the line starts. Markdown drops the indentation of a paragraph's
   * later lines, so their column is taken to be the paragraph's.
   */
  start: Point | undefined;
}

/**
 * Cut a paragraph into its lines. Block syntax that Markdown does not know
 * (`:::tip`, `[!NOTE]`) ends up as lines of paragraph text, wherever
 * blank lines were left out.
 */
export function inlineLines(paragraph: Paragraph): InlineLine[] {
  const column = paragraph.position?.start.column ?? 1;
  const lines: InlineLine[] = [];
  let line: InlineLine = { nodes: [], ending: undefined, start: paragraph.position?.start };
  const endLine = (ending: PhrasingContent, next: number | undefined) => {
    lines.push({ ...line, ending });
    line = { nodes: [], ending: undefined, start: next === undefined ? undefined : { line: next, column } };
  };
  for (const node of paragraph.children) {
    if (node.type === 'break') endLine(node, node.position?.end.line);
    else if (node.type !== 'text' || !node.value.includes('\n')) line.nodes.push(node);
    else {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) endLine({ type: 'text', value: '\n' }, node.position && node.position.start.line + i);
        if (part) line.nodes.push({ type: 'text', value: part });
      });
    }
  }
  lines.push(line);
  return lines;
}

/** Inline content of consecutive lines, as Markdown had it. */
export function joinLines(lines: InlineLine[]): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  lines.forEach((line, i) => {
    for (const node of i < lines.length - 1 && line.ending ? [...line.nodes, line.ending] : line.nodes) {
      const previous = nodes.at(-1);
      if (previous?.type === 'text' && node.type === 'text') nodes[nodes.length - 1] = { type: 'text', value: previous.value + node.value };
      else nodes.push(node);
    }
  });
  return nodes;
}

/**
 * A line as plain text, markup dropped. A `[label]` with a matching
 * definition is a link reference to Markdown; its brackets are put back, so
 * `[!NOTE]` and `:::tip[Title]` read the same either way.
 */
export function lineText(nodes: PhrasingContent[]): string {
  return nodes.map(plain).join('');
}

function plain(node: PhrasingContent): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  const inner = 'children' in node ? node.children.map((child) => plain(child as PhrasingContent)).join('') : '';
  return node.type === 'linkReference' && node.referenceType === 'shortcut' ? `[${inner}]` : inner;
}
