import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { transformContainers } from '../../../../cli/pipeline/containers.js';
import { parseDocument } from '../../../../cli/pipeline/processor.js';
import { inlineText } from '../../../../cli/pipeline/text.js';

function containers(source: string): { kind: string; title: string | undefined; text: string }[] {
  const tree = parseDocument(source, 'md');
  transformContainers(tree);
  const found: { kind: string; title: string | undefined; text: string }[] = [];
  const walk = (node: Root | Root['children'][number]) => {
    if (node.type === 'container') found.push({ kind: node.kind, title: node.title, text: node.children.map((c) => inlineText(c)).join('|') });
    if ('children' in node) for (const child of node.children) walk(child as Root['children'][number]);
  };
  walk(tree);
  return found;
}

describe('transformContainers', () => {
  it('reads a container written without blank lines, as one paragraph', () => {
    expect(containers(':::tip\nUse **bold** here.\n:::')).toEqual([{ kind: 'tip', title: undefined, text: 'Use bold here.' }]);
  });

  it('reads a container with blank lines around its body, and a title', () => {
    expect(containers(':::warning Mind the gap\n\nFirst.\n\nSecond.\n\n:::\n\nAfter.')).toEqual([{ kind: 'warning', title: 'Mind the gap', text: 'First.|Second.' }]);
  });

  it('keeps inline markup of the title as text', () => {
    expect(containers(':::details Show **more**\nHidden text.\n:::')).toEqual([{ kind: 'details', title: 'Show more', text: 'Hidden text.' }]);
  });

  it('supports every documented type, case-insensitively', () => {
    const kinds = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'DETAILS'].map((k) => containers(`:::${k}\nx\n:::`)[0]?.kind);
    expect(kinds).toEqual(['tip', 'info', 'note', 'warning', 'danger', 'caution', 'details']);
  });

  it('leaves an unknown type as text', () => {
    expect(containers(':::nope\ntext\n:::')).toEqual([]);
  });

  it('holds other blocks: lists, code and nested containers', () => {
    const source = ':::info\n\n- one\n- two\n\n```js\nx\n```\n\n:::danger Inner\nDeep.\n:::\n\n:::';
    const found = containers(source);
    expect(found.map((c) => c.kind)).toEqual(['info', 'danger']);
    expect(found[1]).toMatchObject({ title: 'Inner', text: 'Deep.' });
  });

  it('runs an unclosed container to the end of its parent', () => {
    expect(containers(':::tip\n\nOne.\n\nTwo.')).toEqual([{ kind: 'tip', title: undefined, text: 'One.|Two.' }]);
  });

  it('sets the renderer component and its props on the node', () => {
    const tree = parseDocument(':::tip Title\nx\n:::', 'md');
    transformContainers(tree);
    expect(tree.children[0]!.data).toEqual({ hName: 'docsite-container', hProperties: { type: 'tip', title: 'Title' } });
  });
});
