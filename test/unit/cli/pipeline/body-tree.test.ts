import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { toBodyTree } from '../../../../cli/pipeline/body-tree.js';
import type { BodyElement } from '../../../../schemas/page-body.js';

function span(style: string, text = 'x'): Element {
  return { type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: text }] };
}

function root(...children: Element[]): Root {
  return { type: 'root', children };
}

function styles(tree: BodyElement): unknown[] {
  return (tree.c as BodyElement[]).map((child) => child.p?.style);
}

describe('toBodyTree', () => {
  it('turns style texts into React style objects, each text the same object as often as it comes', () => {
    const token = 'color:#D73A49;--shiki-dark:#F97583';
    const tree = toBodyTree(root(span(token), span('-ms-transform: rotate(1deg); BACKGROUND-COLOR: red'), span(token), span('')));
    expect(styles(tree)).toEqual([{ color: '#D73A49', '--shiki-dark': '#F97583' }, { msTransform: 'rotate(1deg)', backgroundColor: 'red' }, { color: '#D73A49', '--shiki-dark': '#F97583' }, {}]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('gives the right styles past the number of texts it keeps', () => {
    const colours = Array.from({ length: 5000 }, (_, i) => `#${i.toString(16).padStart(6, '0')}`);
    const tree = toBodyTree(root(...colours.map((colour) => span(`color:${colour}`)), span(`color:${colours[0]}`)));
    expect(styles(tree)).toEqual([...colours, colours[0]].map((color) => ({ color })));
  });

  it('reports a style that does not parse as the converter does', () => {
    expect(() => toBodyTree(root(span('color red')))).toThrow('Cannot parse `style` attribute');
  });
});
