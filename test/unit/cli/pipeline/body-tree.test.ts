import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { toBodyTree } from '../../../../cli/pipeline/body-tree.js';
import { createCodeHighlighter } from '../../../../cli/pipeline/code-block.js';
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
    const tree = toBodyTree(root(span(token), span('-ms-transform: rotate(1deg); BACKGROUND-COLOR: red'), span(token), span('')), true);
    expect(styles(tree)).toEqual([{ color: '#D73A49', '--shiki-dark': '#F97583' }, { msTransform: 'rotate(1deg)', backgroundColor: 'red' }, { color: '#D73A49', '--shiki-dark': '#F97583' }, {}]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('gives the right styles past the number of texts it keeps', () => {
    const colours = Array.from({ length: 5000 }, (_, i) => `#${i.toString(16).padStart(6, '0')}`);
    const tree = toBodyTree(root(...colours.map((colour) => span(`color:${colour}`)), span(`color:${colours[0]}`)), true);
    expect(styles(tree)).toEqual([...colours, colours[0]].map((color) => ({ color })));
  });

  it('reports a style that does not parse as the converter does', () => {
    expect(() => toBodyTree(root(span('color red')), true)).toThrow('Cannot parse `style` attribute');
  });

  describe('code blocks', async () => {
    const highlighter = await createCodeHighlighter({ themes: { light: 'github-light', dark: 'github-dark' }, showLineNumbers: false, defaultWrapCode: false });
    await highlighter.load(['ts']);
    const block = () => highlighter.render({ type: 'code', lang: 'ts', meta: 'title="a.ts" {2}', value: "import { a } from './a';\nconst b = a < 1 && `x`;" });
    const pre = (tree: BodyElement) => ((tree.c as BodyElement[])[0]!.c as BodyElement[]).find((child) => child.t === 'pre')!;

    it("hold a highlighted block's lines as HTML text in its pre, as hast-util-to-html writes them", () => {
      const element = block();
      const lines = toHtml((element.children.find((child) => child.type === 'element' && child.tagName === 'pre') as Element).children);
      const tree = toBodyTree(root(element), true);
      expect(pre(tree)).toMatchObject({ t: 'pre', h: lines, p: { className: 'shiki shiki-themes github-light github-dark', tabIndex: 0 } });
      expect(pre(tree).c).toBeUndefined();
      expect(pre(tree).p).not.toHaveProperty('data-docsite-html');
      expect(lines).toContain('<span class="line highlighted">');
      // Code text is escaped: its `<` cannot open a tag.
      expect(lines).toContain('&#x3C;');
      expect(lines).not.toMatch(/<[^/cs]/);
      // The title bar and the block's own element stay elements.
      expect((tree.c as BodyElement[])[0]!.t).toBe('docsite-code');
    });

    it('keep the lines as elements when the site replaces one of their tags, or a plugin put other elements there', () => {
      expect(pre(toBodyTree(root(block()), false)).h).toBeUndefined();
      expect((pre(toBodyTree(root(block()), false)).c as BodyElement[])[0]!.t).toBe('code');
      const element = block();
      const preElement = element.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')!;
      (preElement.children[0] as Element).children.push({ type: 'element', tagName: 'button', properties: {}, children: [{ type: 'text', value: 'Run' }] });
      const tree = toBodyTree(root(element), true);
      expect(pre(tree).h).toBeUndefined();
      expect(JSON.stringify(pre(tree).c)).toContain('"t":"button"');
    });
  });
});
