import type { Nodes, Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { transformContainers } from '../../../../cli/pipeline/containers.js';
import { parseDocument, prepareFormats, type SourceFormat } from '../../../../cli/pipeline/processor.js';
import { reportSyntaxWarnings } from '../../../../cli/pipeline/syntax-warnings.js';
import { inlineText } from '../../../../cli/pipeline/text.js';

await prepareFormats(['mdx']);

function transform(source: string, format: SourceFormat = 'md'): Root {
  const tree = parseDocument(source, format);
  transformContainers(tree);
  return tree;
}

/** The tree's blocks in short: `tip[Title](paragraph, list(item(…)))`, a paragraph as its text. */
function outline(source: string, format: SourceFormat = 'md'): string[] {
  return transform(source, format).children.map(shape);
}

function shape(node: Nodes): string {
  const inner = () => ('children' in node ? node.children.map((child) => shape(child as Nodes)).join(', ') : '');
  switch (node.type) {
    case 'container':
      return `${node.kind}${node.title ? `[${node.title}]` : ''}(${inner()})`;
    case 'paragraph':
      return inlineText(node);
    case 'list':
    case 'blockquote':
      return `${node.type}(${inner()})`;
    case 'listItem':
      return `item(${inner()})`;
    case 'code':
      return `code:${node.value}`;
    case 'mdxJsxFlowElement':
      return `<${node.name}>(${inner()})`;
    default:
      return node.type;
  }
}

function warnings(source: string, format: SourceFormat = 'md'): string[] {
  const file = new VFile({ path: 'page.md' });
  reportSyntaxWarnings(transform(source, format), file);
  return file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.fatal ? 'error' : 'warning'}: ${m.reason} | ${m.note}`);
}

describe.each(['md', 'mdx'] as const)('transformContainers in .%s', (format) => {
  const shapes: [string, string, string[]][] = [
    ['one paragraph, no blank lines', ':::tip\nUse **bold** here.\n:::', ['tip(Use bold here.)']],
    ['blank lines around the body, and a title', ':::warning Mind the gap\n\nFirst.\n\nSecond.\n\n:::\n\nAfter.', ['warning[Mind the gap](First., Second.)', 'After.']],
    ['fences inside a paragraph of text', 'Before.\n:::tip\nIn.\n:::\nAfter.', ['Before.', 'tip(In.)', 'After.']],
    ['a title with inline markup, as text', ':::details Show **more**\nHidden text.\n:::', ['details[Show more](Hidden text.)']],
    ['two deep, the outer with four colons', '::::tip Outer\n:::warning\nInner.\n:::\nStill outer.\n::::', ['tip[Outer](warning(Inner.), Still outer.)']],
    ['two deep, with blank lines', '::::tip\n\n:::warning Inner\n\nInner.\n\n:::\n\nStill outer.\n\n::::\n\nAfter.', ['tip(warning[Inner](Inner.), Still outer.)', 'After.']],
    ['three deep', ':::::details More\n::::tip\n:::danger\nDeep.\n:::\n::::\n:::::', ['details[More](tip(danger(Deep.)))']],
    // markdown-it-container's rule (VitePress): a container ends at the first line of at least its colons, and one opened in it ends with it.
    ['the same colons: the first closing line ends the outer one', ':::info\n\n- one\n\n:::danger Inner\nDeep.\n:::\n\n:::', ['info(list(item(one)), danger[Inner](Deep.))', ':::']],
    ['VitePress: a code group in a warning, one closing line for both', '::: warning\nOuter.\n\n:::code-group\n```ts [a.ts]\na\n```\nTail.\n:::\n\n## After', ['warning(Outer., <Tabs>(<Tab>(code:a, Tail.)))', 'heading']],
    [
      "VuePress 2: a code group's items, each a tab of what it holds",
      ':::: code-group\n::: code-group-item 原始 vnode\n\n```js\na\n```\n:::\n::: code-group-item result:active\n\n```js\nb\n```\n\nNote.\n:::\n::::\n\nAfter.',
      ['<Tabs>(<Tab>(code:a), <Tab>(code:b, Note.))', 'After.'],
    ],
    ['a code group item outside a code group: what it holds', '::: code-group-item Alone\nx\n:::', ['x']],
    ['a closing line with more colons', ':::tip\nx\n::::\n\nAfter.', ['tip(x)', 'After.']],
    ['a list right before the closing line', ':::tip\n- a\n- b\n:::\n\nAfter.', ['tip(list(item(a), item(b)))', 'After.']],
    ['a nested list right before the closing line, with a title', ':::warning Careful\n- a\n  - b\n:::', ['warning[Careful](list(item(a, list(item(b)))))']],
    ['a quote right before the closing line', ':::note\n> quoted\n:::', ['note(blockquote(quoted))']],
    ['a list right before two closing lines', '::::tip\n:::warning\n- a\n:::\n::::', ['tip(warning(list(item(a))))']],
    ['a list right before a closing line and the next container', ':::tip\n- a\n:::\n:::warning\nb\n:::', ['tip(list(item(a)))', 'warning(b)']],
    ['a code fence holding a closing line', ':::tip\n```md\n:::\n```\n:::', ['tip(code::::)']],
    ['a container inside a list item', '- item\n\n  :::tip\n  Inside.\n  :::\n- next', ['list(item(item, tip(Inside.)), item(next))']],
    ['a container inside a list item, no blank line', '- item\n  :::tip\n  Inside.\n  :::\n\nAfter.', ['list(item(item, tip(Inside.)))', 'After.']],
    ['a container inside a quote', '> :::tip\n> Quoted.\n> :::', ['blockquote(tip(Quoted.))']],
    ['VitePress: a space after the colons', '::: tip Title\nx\n:::\n\n::: details Click me\ny\n:::', ['tip[Title](x)', 'details[Click me](y)']],
    ['Docusaurus: the title in brackets', ':::note[Title]\nx\n:::\n\n:::tip[Some **title**]\ny\n:::', ['note[Title](x)', 'tip[Some title](y)']],
    // Escaped as MDX needs it; in Markdown `\{` is the same brace.
    ['Rspress: the title as a directive attribute', ':::tip\\{title="Custom Title"}\nx\n:::\n\n:::info\\{title=\'Single\'}\ny\n:::', ['tip[Custom Title](x)', 'info[Single](y)']],
    ['an unknown type, as text', ':::nope\ntext\n:::', [':::nope\ntext', ':::']],
    ['an unclosed container, to the end of its parent', ':::tip\n\nOne.\n\nTwo.', ['tip(One., Two.)']],
    ['a closing line that closes nothing, as text', 'Text.\n\n:::', ['Text.', ':::']],
  ];

  it.each(shapes)('reads %s', (_, source, expected) => {
    expect(outline(source, format)).toEqual(expected);
  });

  it('supports every documented type, and the Docusaurus ones, case-insensitively', () => {
    const kinds = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'DETAILS', 'important', 'secondary', 'success'].map((k) => transform(`:::${k}\nx\n:::`, format).children[0]);
    expect(kinds.map((node) => node?.type === 'container' && node.kind)).toEqual(['tip', 'info', 'note', 'warning', 'danger', 'caution', 'details', 'important', 'secondary', 'success']);
  });

  it('reads the attributes in braces after the type or title: an id, classes, a title, and `open` on details', () => {
    const props = (source: string) => transform(source, format).children.map((node) => node.data?.hProperties);
    expect(props(':::note{#admonition-id}\nx\n:::\n\n:::note[With css classes]{.padding--lg .text--italic}\ny\n:::')).toEqual([
      { type: 'note', id: 'admonition-id' },
      { type: 'note', title: 'With css classes', className: ['padding--lg', 'text--italic'] },
    ]);
    expect(props(':::tip{#a .b title="From attrs"}\nx\n:::\n\n::: details Click me {open}\ny\n:::\n\n::: warning {open}\nz\n:::')).toEqual([
      { type: 'tip', title: 'From attrs', id: 'a', className: ['b'] },
      { type: 'details', title: 'Click me', open: true },
      { type: 'warning' },
    ]);
  });

  it("keeps what VitePress's v-pre and raw hold in their place, with no box and no warning", () => {
    const source = '# Page\n\n::: v-pre\n`{{ raw }}` stays.\n:::\n\n:::: raw\nUnstyled.\n\n:::tip\nInner.\n:::\n::::\n';
    expect(transform(source, format).children.map(shape)).toEqual(transform('# Page\n\n`{{ raw }}` stays.\n\nUnstyled.\n\n:::tip\nInner.\n:::\n', format).children.map(shape));
    expect(warnings(source, format)).toEqual([]);
  });

  it('sets the renderer component and its props on the node', () => {
    expect(transform(':::tip Title\nx\n:::', format).children[0]!.data).toEqual({ hName: 'docsite-container', hProperties: { type: 'tip', title: 'Title' } });
  });
});

describe('transformContainers, beyond the common shapes', () => {
  it('reads a bracketed title that Markdown took for a link reference', () => {
    expect(outline(':::info[Ref]\nz\n:::\n\n[Ref]: /x')).toEqual(['info[Ref](z)', 'definition']);
  });

  it('reads containers inside JSX elements', () => {
    expect(outline('<Tabs>\n<Tab>\n\n:::tip\nx\n:::\n\n</Tab>\n</Tabs>', 'mdx')).toEqual(['<Tabs>(<Tab>(tip(x)))']);
  });

  it('keeps a container whose fences Markdown continued into a list item inside that item', () => {
    // `- a` then an unindented `:::tip` … `:::`: Markdown drops a continued line's indentation, so this reads like the indented form.
    expect(outline('- a\n:::tip\nx\n:::')).toEqual(['list(item(a, tip(x)))']);
  });

  it('marks text lifted out of a fragment’s list with the fragment', () => {
    const tree = parseDocument(':::tip\n- a\n:::\nAfter [link](./x.md).', 'md');
    tree.children[1]!.data = { docsiteFragment: '/site/docs/en/fragments/f.md' };
    transformContainers(tree);
    expect(tree.children.map(shape)).toEqual(['tip(list(item(a)))', 'After link.']);
    expect(tree.children[1]!.data).toEqual({ docsiteFragment: '/site/docs/en/fragments/f.md' });
  });
});

describe('GitHub alerts', () => {
  it('turns each alert into its container, case-insensitively', () => {
    const source = ['> [!NOTE]\n> n', '> [!tip]\n> t', '> [!IMPORTANT]\n> i', '> [!Warning]\n> w', '> [!CAUTION]\n> c'].join('\n\n');
    expect(outline(source)).toEqual(['note(n)', 'tip(t)', 'important(i)', 'warning(w)', 'caution(c)']);
  });

  it('also reads the container types Rspress accepts in this form', () => {
    expect(outline('> [!INFO]\n> i\n\n> [!DANGER]\n> d\n\n> [!DETAILS]\n> more')).toEqual(['info(i)', 'danger(d)', 'details(more)']);
  });

  it('makes the same node as the matching container', () => {
    const strip = ({ children, position, ...node }: Root['children'][number] & { children?: unknown }) => node;
    const alert = transform('> [!CAUTION]\n> Careful.').children[0]!;
    const fence = transform(':::caution\nCareful.\n:::').children[0]!;
    expect(strip(alert)).toEqual({ type: 'container', kind: 'caution', title: undefined, data: { hName: 'docsite-container', hProperties: { type: 'caution' } } });
    expect(strip(alert)).toEqual(strip(fence));
  });

  it('keeps every block of the quote, in .md and .mdx', () => {
    expect(outline('> [!TIP]\n> First.\n>\n> - item\n\nAfter.', 'mdx')).toEqual(['tip(First., list(item(item)))', 'After.']);
    expect(outline('> [!NOTE]\n>\n> Only a later paragraph.')).toEqual(['note(Only a later paragraph.)']);
  });

  it('reads the marker when a definition makes it a link reference', () => {
    expect(outline('> [!note]\n> x\n\n[!note]: /x')).toEqual(['note(x)', 'definition']);
  });

  it('reads alerts inside containers and containers inside alerts', () => {
    expect(outline(':::details\n> [!WARNING]\n> w\n:::')).toEqual(['details(warning(w))']);
    expect(outline('> [!NOTE]\n> :::tip\n> t\n> :::')).toEqual(['note(tip(t))']);
  });

  it('leaves other quotes alone: text after the marker, an unknown marker, no marker', () => {
    expect(outline('> [!NOTE] same line\n\n> [!FOO]\n> x\n\n> plain')).toEqual(['blockquote([!NOTE] same line)', 'blockquote([!FOO]\nx)', 'blockquote(plain)']);
  });
});

describe('container warnings', () => {
  const unknownFix = 'Use one of tip, info, note, warning, danger, caution, details, important, secondary, success, code-group; until then the line shows as text.';
  const unclosedFix = (colons: string) => `Add a line \`${colons}\` where it ends (as many colons as its opening line); until then it runs to the end of the block it is in.`;

  it('warns about an unknown type at its line, in .md and .mdx', () => {
    for (const format of ['md', 'mdx'] as const) {
      expect(warnings('Intro.\n\n:::foo\ntext\n:::', format)).toEqual([`3:1 container-unknown warning: Unknown container type \`foo\` | ${unknownFix}`]);
    }
  });

  it('warns about unknown types written the VitePress and Docusaurus ways, and on a later line of a paragraph', () => {
    expect(warnings('::: Tips Title\nx\n:::\n\n:::hint[Title]\ny\n:::\n\nText\n:::bar')).toEqual([
      `1:1 container-unknown warning: Unknown container type \`Tips\` | ${unknownFix}`,
      `5:1 container-unknown warning: Unknown container type \`hint\` | ${unknownFix}`,
      `10:1 container-unknown warning: Unknown container type \`bar\` | ${unknownFix}`,
    ]);
  });

  it('warns about a container never closed, at its opening line', () => {
    expect(warnings('Intro.\n\n:::tip\n\nNever closed.')).toEqual([`3:1 container-unclosed warning: This \`:::tip\` is never closed | ${unclosedFix(':::')}`]);
  });

  it('warns about an inner container left open when the outer one closes, and an outer one closed with too few colons', () => {
    expect(warnings('::::tip\n:::warning\nx\n::::')).toEqual([`2:1 container-unclosed warning: This \`:::warning\` is never closed | ${unclosedFix(':::')}`]);
    expect(warnings(':::warning\nx\n:::code-group\n```ts\na\n```\n:::')).toEqual([`3:1 container-unclosed warning: This \`:::code-group\` is never closed | ${unclosedFix(':::')}`]);
    expect(warnings('::::tip\nx\n:::')).toEqual([`1:1 container-unclosed warning: This \`::::tip\` is never closed | ${unclosedFix('::::')}`]);
  });

  it('places a warning inside a list item at the item’s column', () => {
    expect(warnings('- a\n  - b\n\n    :::tip\n    x')).toEqual([`4:5 container-unclosed warning: This \`:::tip\` is never closed | ${unclosedFix(':::')}`]);
  });

  it('names the fragment a warning is in, since its position is in that file', () => {
    const tree = parseDocument('Intro.\n\n:::foo\nx', 'md');
    tree.children[1]!.data = { docsiteFragment: '/site/docs/en/fragments/f.md' };
    transformContainers(tree);
    const file = new VFile({ path: 'page.md' });
    reportSyntaxWarnings(tree, file);
    expect(file.messages.map((m) => [m.line, m.reason, m.fatal])).toEqual([[undefined, 'Unknown container type `foo` in the imported fragment /site/docs/en/fragments/f.md:3:1', false]]);
  });

  it('says nothing about well-formed containers and alerts, and leaves nothing on the tree', () => {
    const tree = transform(':::tip\nx\n:::\n\n> [!NOTE]\n> y');
    const file = new VFile({ path: 'page.md' });
    reportSyntaxWarnings(tree, file);
    expect(file.messages).toEqual([]);
    expect(tree.data?.syntaxWarnings).toBeUndefined();
  });
});

describe("VuePress 2's code group items", () => {
  it('label each tab by its title, the one marked `:active` shown first', () => {
    const [tabs] = transform(':::: code-group\n::: code-group-item npm\n```sh\nnpm i\n```\n:::\n::: code-group-item pnpm:active\n```sh\npnpm i\n```\n:::\n::::').children;
    const attributes = (tabs as { children: { attributes: { name: string; value: unknown }[] }[] }).children.map((tab) => tab.attributes.map((a) => [a.name, a.value]));
    expect(attributes).toEqual([[['label', 'npm']], [['label', 'pnpm'], ['default', null]]]);
  });
});
