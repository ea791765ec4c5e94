import type { Element, ElementContent, Nodes } from 'hast';
import type { Code } from 'mdast';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { describe, expect, it } from 'vitest';
import { CodeBlocks, codeLanguages, createCodeHighlighter, type CodeBlockOptions } from '../../../../cli/pipeline/code-block.js';

async function onigurumaEngine() {
  return createOnigurumaEngine(readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm')));
}

const defaults: CodeBlockOptions = { themes: { light: 'github-light', dark: 'github-dark' }, showLineNumbers: false, defaultWrapCode: false };
const highlighter = await createCodeHighlighter(defaults);
await highlighter.load(['ts', 'sh', 'json']);

/** The first fenced block of a Markdown source, as remark-parse splits its lang and meta. */
function codeNode(markdown: string): Code {
  const tree = unified().use(remarkParse).parse(markdown);
  const node = tree.children.find((child) => child.type === 'code');
  if (!node) throw new Error(`no code block in ${markdown}`);
  return node;
}

function fence(info: string, code: string): string {
  return `\`\`\`${info}\n${code}\n\`\`\`\n`;
}

function textContent(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textContent).join('') : '';
}

function pre(block: Element): Element {
  const found = block.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
  if (!found) throw new Error('no pre');
  return found;
}

function lines(block: Element): Element[] {
  const code = pre(block).children[0] as Element;
  return code.children.filter((child): child is Element => child.type === 'element');
}

function highlightedLines(block: Element): number[] {
  return lines(block).flatMap((line, i) => ((line.properties.className as string[]).includes('highlighted') ? [i + 1] : []));
}

function descendants(node: Nodes): Nodes[] {
  return [node, ...('children' in node ? (node.children as Nodes[]).flatMap(descendants) : [])];
}

const tsCode = ['import { a } from "./a";', '', 'const b = a < 2 && a > 0;', 'type T = Record<string, number>;', 'export { b };', 'const c = `x`;'].join('\n');

describe('render', () => {
  it('gives a ts block its title bar, its {1,3-5} lines highlighted and both themes on every token', () => {
    const block = highlighter.render(codeNode(fence('ts title="file.ts" {1,3-5}', tsCode)));
    expect(block.tagName).toBe('docsite-code');
    expect(block.properties).toEqual({ dataLang: 'ts', dataTitle: 'file.ts' });
    expect(block.children[0]).toEqual({
      type: 'element', tagName: 'div', properties: { className: ['docsite-code-title'] }, children: [{ type: 'text', value: 'file.ts' }],
    });
    expect(pre(block).properties).toMatchObject({ className: ['shiki', 'shiki-themes', 'github-light', 'github-dark'], tabIndex: 0 });
    expect(pre(block).properties.style).toBe('background-color:#fff;--shiki-dark-bg:#24292e;color:#24292e;--shiki-dark:#e1e4e8');
    expect(lines(block)).toHaveLength(6);
    expect(highlightedLines(block)).toEqual([1, 3, 4, 5]);
    const tokens = lines(block).flatMap((line) => line.children as Element[]);
    expect(tokens.length).toBeGreaterThan(20);
    for (const token of tokens) expect(token.properties.style).toMatch(/^color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}/i);
    // `import` is a keyword: red in github-light, salmon in github-dark.
    expect(lines(block)[0]!.children[0]).toEqual({
      type: 'element', tagName: 'span', properties: { style: 'color:#D73A49;--shiki-dark:#F97583' }, children: [{ type: 'text', value: 'import' }],
    });
  });

  it("reads VitePress's notation comments and Docusaurus's magic comments, and leaves them out of the code", () => {
    const code = [
      'const a = 1 // [!code ++]',
      'const b = 2 // [!code --]',
      'const c = 3 // [!code focus]',
      'const d = 4 // [!code error]',
      'const e = 5 // [!code warning]',
      '// highlight-next-line',
      'const f = 6',
      '# highlight-start',
      'const g = 7',
      'const h = 8',
      '# highlight-end',
      'const i = 9 // [!code highlight]',
      'const j = "// highlight-next-line is text here"',
    ].join('\n');
    const block = highlighter.render(codeNode(fence('ts {10}', code)));
    expect(textContent(pre(block))).toBe(['const a = 1', 'const b = 2', 'const c = 3', 'const d = 4', 'const e = 5', 'const f = 6', 'const g = 7', 'const h = 8', 'const i = 9', 'const j = "// highlight-next-line is text here"'].join('\n'));
    expect(lines(block).map((line) => (line.properties.className as string[]).filter((name) => name !== 'line').join(' '))).toEqual([
      'diff add', 'diff remove', 'focused', 'highlighted error', 'highlighted warning', 'highlighted', 'highlighted', 'highlighted', 'highlighted',
      // `{10}` counts the lines shown, as Docusaurus counts them.
      'highlighted',
    ]);
    expect(pre(block).properties.className).toEqual(expect.arrayContaining(['shiki', 'has-diff', 'has-focused', 'has-highlighted']));
    expect(Object.keys(pre(block).properties)).not.toContain('class');
  });

  it('keeps pre text identical to the code: <, &, blank and whitespace-only lines, trailing spaces', () => {
    const code = '  if (a < b && c) {\n\treturn "<&>";  \n\n   \n}\n\n';
    for (const lang of ['ts', 'text', 'nope', '']) {
      const block = highlighter.render({ type: 'code', lang, meta: null, value: code });
      expect(textContent(pre(block))).toBe(code);
      expect(lines(block)).toHaveLength(7);
    }
  });

  it('treats \\r\\n as \\n, since that is what the copied text will use', () => {
    const block = highlighter.render({ type: 'code', lang: 'ts', meta: null, value: 'a;\r\nb;\r\n' });
    expect(textContent(pre(block))).toBe('a;\nb;\n');
  });

  it.each(['text', 'txt', 'plain', '', 'not-a-language', 'constructor'])('renders lang %j as plain text nodes, one per line', (lang) => {
    const block = highlighter.render(codeNode(fence(lang, 'a < b & c\n\n<div>')));
    expect(block.properties).toEqual(lang ? { dataLang: lang } : {});
    expect(lines(block).map((line) => line.children)).toEqual([
      [{ type: 'text', value: 'a < b & c' }], [], [{ type: 'text', value: '<div>' }],
    ]);
  });

  it('renders a known but not yet loaded language as plain text until load() is called', async () => {
    const fresh = await createCodeHighlighter(defaults);
    const node = codeNode(fence('py', 'x = 1'));
    expect(lines(fresh.render(node))[0]!.children).toEqual([{ type: 'text', value: 'x = 1' }]);
    await fresh.load(['py']);
    expect(lines(fresh.render(node))[0]!.children.length).toBeGreaterThan(1);
  });

  it('resolves aliases as shiki does, case-insensitively', async () => {
    await highlighter.load(['yml', 'JSONC', 'tsx']);
    for (const lang of ['bash', 'shell', 'zsh', 'sh', 'typescript', 'TS', 'yaml', 'jsonc', 'tsx']) {
      const block = highlighter.render({ type: 'code', lang, meta: null, value: 'echo "x" # y' });
      const tokens = lines(block)[0]!.children;
      expect(tokens.every((token) => token.type === 'element'), lang).toBe(true);
      expect(block.properties.dataLang).toBe(lang);
    }
  });

  it('reads VitePress-style braces and flags glued to the language', () => {
    const node = codeNode(fence('ts{1,3}:line-numbers', 'a\nb\nc'));
    expect(node).toMatchObject({ lang: 'ts{1,3}:line-numbers', meta: null });
    const block = highlighter.render(node);
    expect(block.properties).toEqual({ dataLang: 'ts', dataLineNumbers: true });
    expect(highlightedLines(block)).toEqual([1, 3]);
  });

  it('reads single-quoted and spaced titles without mistaking their contents for options', () => {
    const single = highlighter.render(codeNode(fence("ts title='a b {2}.ts' wrapCode", 'a\nb')));
    expect(single.properties).toEqual({ dataLang: 'ts', dataTitle: 'a b {2}.ts', dataWrap: true });
    expect(highlightedLines(single)).toEqual([]);
    const double = highlighter.render(codeNode(fence('json {2} title="conf :no-line-numbers.json"', '{\n"a": 1\n}')));
    expect(double.properties).toEqual({ dataLang: 'json', dataTitle: 'conf :no-line-numbers.json' });
    expect(highlightedLines(double)).toEqual([2]);
  });

  it("reads VitePress's [name] as the title, after title= and beside other options", () => {
    const named = highlighter.render(codeNode(fence('js [main.js] {2}', 'a\nb')));
    expect(named.properties).toEqual({ dataLang: 'js', dataTitle: 'main.js' });
    expect(highlightedLines(named)).toEqual([2]);
    expect(highlighter.render(codeNode(fence('js [tab] title="t.js"', 'a'))).properties).toEqual({ dataLang: 'js', dataTitle: 't.js' });
  });

  it('ignores line 0, lines past the end, and brace groups that are not all ranges', () => {
    expect(highlightedLines(highlighter.render(codeNode(fence('ts {0,2-99}', 'a\nb\nc'))))).toEqual([2, 3]);
    expect(highlightedLines(highlighter.render(codeNode(fence('ts {1,x}', 'a\nb\nc'))))).toEqual([]);
  });

  it.each([
    ['', false, false, {}],
    ['', true, true, { dataLineNumbers: true, dataWrap: true }],
    ['showLineNumbers wrapCode', false, false, { dataLineNumbers: true, dataWrap: true }],
    ['showLineNumbers=true wrapCode=true', false, false, { dataLineNumbers: true, dataWrap: true }],
    ['showLineNumbers=false wrapCode=false', true, true, {}],
    [':line-numbers', false, false, { dataLineNumbers: true }],
    [':no-line-numbers', true, false, {}],
    ['showLineNumbers :no-line-numbers', false, false, {}],
    [':line-numbers=5', false, false, { dataLineNumbers: '5' }],
    ['showLineNumbers=12', false, false, { dataLineNumbers: '12' }],
    [':line-numbers=1', false, false, { dataLineNumbers: true }],
    [':line-numbers=5 :no-line-numbers', false, false, {}],
  ])('meta %j with site showLineNumbers=%s, defaultWrapCode=%s', async (meta, showLineNumbers, defaultWrapCode, expected) => {
    const site = await createCodeHighlighter({ ...defaults, showLineNumbers, defaultWrapCode });
    const block = site.render(codeNode(fence(`txt ${meta}`, 'x')));
    expect(block.properties).toEqual({ dataLang: 'txt', ...expected });
  });

  it('emits no positions and no empty or property-less spans', () => {
    const block = highlighter.render(codeNode(fence('ts title="x.ts" {2}', `${tsCode}\n\n`)));
    for (const node of descendants(block)) {
      expect(node).not.toHaveProperty('position');
      if (node.type === 'element' && node.tagName === 'span') {
        expect(Object.keys(node.properties).length).toBeGreaterThan(0);
        const isLine = (node.properties.className as string[] | undefined)?.includes('line');
        if (!isLine) expect((node.children as ElementContent[]).length).toBeGreaterThan(0);
      }
      if (node.type === 'text') expect(node.value).not.toBe('');
      expect(node.type).not.toBe('raw');
    }
  });

  it("colours every token as shiki's own highlighter does, whatever came before: embedded grammars, back-references, anchors", async () => {
    const langs = ['md', 'html', 'bash', 'python', 'yaml', 'tsx'] as const;
    const blocks: Array<[lang: string, code: string]> = [
      ['md', ['# Title', '', '```js', 'const a = `x${1}`;', '```', '', '- [link](./a.md) **bold** _em_'].join('\n')],
      ['html', ['<style>a { color: red }</style>', '<script>', '  if (a < b) run("x");', '</script>', '<p class="x">&amp;</p>'].join('\n')],
      ['bash', ['cat <<EOF > out.txt', 'line $HOME', 'EOF', 'cat <<-END', '\tEND', 'echo "${x:-y}" | grep -E \'^a\' && exit 1'].join('\n')],
      ['python', ['def f(x: int) -> str:', '    """doc', '    string"""', '    return f"{x!r}" if x else r\'\\d\''].join('\n')],
      ['yaml', ['key: |', '  block', '  text', 'list:', '  - a: 1', '    b: "two" # note', 'anchor: &a *a'].join('\n')],
      ['tsx', ['export const A = () => <div className="x">{items.map((i) => <B key={i} />)}</div>;', 'type T<U> = U extends string ? `t-${U}` : never;'].join('\n')],
    ];
    const themes = { light: 'github-light', dark: 'github-dark' };
    const shiki = await createHighlighterCore({ engine: await onigurumaEngine(), themes: [bundledThemes['github-light'], bundledThemes['github-dark']] });
    await shiki.loadLanguage(...langs.map((lang) => bundledLanguages[lang]));
    await highlighter.load(langs);
    const styled = (line: Element) => (line.children as Element[]).map((token) => [textContent(token), token.properties.style]);
    // Each block twice, in two orders: nothing one block leaves behind may change another's colours.
    for (const [lang, code] of [...blocks, ...[...blocks].reverse()]) {
      const expected = (shiki.codeToHast(code, { lang, themes, defaultColor: 'light', tokenizeTimeLimit: 0 }).children[0] as Element).children[0] as Element;
      const expectedLines = expected.children.filter((child): child is Element => child.type === 'element').map(styled);
      expect(lines(highlighter.render({ type: 'code', lang, meta: null, value: code })).map(styled), lang).toEqual(expectedLines);
    }
  });

  it('turns terminal colour codes into colours for ansi blocks', () => {
    const block = highlighter.render({ type: 'code', lang: 'ansi', meta: null, value: '\u001b[31mred\u001b[0m plain' });
    expect(textContent(pre(block))).toBe('red plain');
    expect(lines(block)[0]!.children).toHaveLength(2);
  });
});

/** Each line's marks, as `kind:text`. */
function marks(block: Element): string[][] {
  return lines(block).map((line) => line.children.flatMap((child) => (child.type === 'element' && ['mark', 'ins', 'del'].includes(child.tagName) ? [`${child.tagName}:${textContent(child)}`] : [])));
}

const titleOf = (info: string, code: string) => highlighter.render(codeNode(fence(info, code))).properties.dataTitle;

describe("Expressive Code's blocks (Starlight)", () => {
  it('takes a file name comment as the title by its rules: a path, or a name of the block\'s kind, alone in the comment', () => {
    expect(titleOf('ts', '// my-test-file.ts\na')).toBe('my-test-file.ts');
    expect(titleOf('sh', '# src/content/docs/example.mdx\nls')).toBe('src/content/docs/example.mdx');
    expect(titleOf('ts', '\n// File name: src/a.ts\na')).toBe('src/a.ts');
    expect(titleOf('ts', '/* ./config */\na')).toBe('./config');
    expect(titleOf('json', '// .eslintrc\n{}')).toBe('.eslintrc');
    // A sentence, a file of another kind, a shebang, a URL, a fifth line, a title of its own: no title from the comment.
    expect(titleOf('ts', '// Call it once\na')).toBeUndefined();
    expect(titleOf('ts', '// style.css\na')).toBeUndefined();
    expect(titleOf('sh', '#!/usr/bin/env node\na')).toBeUndefined();
    expect(titleOf('ts', '// https://example.com/a.js\na')).toBeUndefined();
    expect(titleOf('ts', 'a\nb\nc\nd\n// e.ts')).toBeUndefined();
    expect(titleOf('ts title="t.ts"', '// a.ts\na')).toBe('t.ts');
  });

  it('leaves the comment, and the empty line after it, out of the code; line ranges count them, as Expressive Code counts', () => {
    const block = highlighter.render(codeNode(fence('ts {3} ins={4} del={1}', '// src/a.ts\n\nconst a = 1;\nconst b = 2;')));
    expect(textContent(pre(block))).toBe('const a = 1;\nconst b = 2;');
    expect(lines(block).map((line) => (line.properties.className as string[]).join(' '))).toEqual(['line highlighted', 'line diff add']);
    const untitled = highlighter.render(codeNode(fence('ts title="t.ts" {1}', '// src/a.ts\nconst a = 1;')));
    expect(textContent(pre(untitled))).toBe('// src/a.ts\nconst a = 1;');
  });

  it('marks texts and regex matches inside the lines, splitting tokens, the later kind winning where they overlap', () => {
    const block = highlighter.render(codeNode(fence('ts "const a" ins="a = 1" /(b) = (\\d)/ del=\'"x"\'', 'const a = 1;\nconst b = 2;\nconst c = "x";')));
    expect(textContent(pre(block))).toBe('const a = 1;\nconst b = 2;\nconst c = "x";');
    expect(marks(block)).toEqual([['mark:const ', 'ins:a = 1'], ['mark:b', 'mark:2'], ['del:"x"']]);
    const escaped = highlighter.render(codeNode(fence('ts "say \\"hi\\"" /a\\/b/', 'say("hi"); // say "hi" a/b')));
    expect(marks(escaped)).toEqual([['mark:say "hi"', 'mark:a/b']]);
  });

  it('marks the lines of one block only: the lines remembered for the grammar carry no marks', () => {
    const code = 'const a = 1;\nconst b = 2;';
    const marked = highlighter.render(codeNode(fence('ts "const"', code)));
    const plain = highlighter.render(codeNode(fence('ts', code)));
    expect(marks(marked)).toEqual([['mark:const'], ['mark:const']]);
    expect(marks(plain)).toEqual([[], []]);
    expect(highlighter.render(codeNode(fence('ts "b = 2"', code)))).toSatisfy((block: Element) => marks(block).flat().join() === 'mark:b = 2');
  });

  it('reads `diff lang="ts"` as TypeScript with its + and - lines, the markers out of the code; a real diff stays a diff', () => {
    const block = highlighter.render(codeNode(fence('diff lang="ts" {1}', ' const a = 1;\n-const b = 2;\n+const b = 3;')));
    expect(block.properties.dataLang).toBe('ts');
    expect(textContent(pre(block))).toBe('const a = 1;\nconst b = 2;\nconst b = 3;');
    expect(lines(block).map((line) => (line.properties.className as string[]).join(' '))).toEqual(['line highlighted', 'line diff remove', 'line diff add']);
    // `--` and `++` are code, not markers; with a line not indented past the markers, only a marker character goes.
    const unindented = highlighter.render(codeNode(fence('diff lang="ts"', '--i;\n+i++;\nf();')));
    expect(textContent(pre(unindented))).toBe('--i;\ni++;\nf();');
    expect(lines(unindented).map((line) => (line.properties.className as string[]).join(' '))).toEqual(['line', 'line diff add', 'line']);
    // `const` is a TypeScript keyword: coloured as one.
    expect(lines(block)[0]!.children[0]).toMatchObject({ properties: { style: 'color:#D73A49;--shiki-dark:#F97583' } });
    const real = highlighter.render(codeNode(fence('diff lang="ts"', '@@ -1 +1 @@\n-a\n+b')));
    expect(textContent(pre(real))).toBe('@@ -1 +1 @@\n-a\n+b');
    // `lang=` on another block means nothing.
    expect(highlighter.render(codeNode(fence('ts lang="js"', 'a'))).properties.dataLang).toBe('ts');
    const tree = unified().use(remarkParse).parse(fence('diff lang="Ts"', '+a'));
    expect([...codeLanguages(tree)]).toEqual(['ts']);
  });
});

describe('CodeBlocks', () => {
  it("reuses a block the page's previous version kept, by its fence and code, and keeps every block for the next version", () => {
    const ts = codeNode(fence('ts title="a.ts"', 'const a = 1;'));
    const first = new CodeBlocks();
    const highlighted = highlighter.render(ts, first);
    expect(highlighter.render(ts, new CodeBlocks())).toEqual(highlighted);
    const kept = JSON.parse(first.text()) as Record<string, Element>;
    expect(Object.values(kept)).toEqual([highlighted]);

    // What the previous version kept is what comes out, not highlighted again: a marked copy shows it.
    const [key] = Object.keys(kept);
    const marked: Element = { ...highlighted, properties: { ...highlighted.properties, dataKept: 'yes' } };
    const next = new CodeBlocks({ [key!]: marked });
    expect(highlighter.render(ts, next).properties.dataKept).toBe('yes');
    // Used twice on a page, a block is a copy the second time, for plugins that change one of them.
    const again = highlighter.render(ts, next);
    expect(again).toEqual(marked);
    expect(again).not.toBe(marked);
    // Another meta or other code is another block.
    expect(highlighter.render(codeNode(fence('ts title="b.ts"', 'const a = 1;')), next).properties.dataKept).toBeUndefined();
    expect(highlighter.render(codeNode(fence('ts title="a.ts"', 'const a = 2;')), next).properties.dataKept).toBeUndefined();
    expect(Object.keys(JSON.parse(next.text()) as object)).toHaveLength(3);
  });

  it('says whether it holds every code block of a page, nested ones too', () => {
    const page = (second: string) => unified().use(remarkParse).parse(`${fence('ts', 'const a = 1;')}\n> list:\n>\n> - item\n>\n>   ${fence('sh', second).replaceAll('\n', '\n>   ')}`);
    const kept = new CodeBlocks();
    const tree = page('npm i');
    for (const node of [codeNode(fence('ts', 'const a = 1;')), { type: 'code', lang: 'sh', meta: null, value: 'npm i' } satisfies Code]) highlighter.render(node, kept);
    const previous = JSON.parse(kept.text()) as Record<string, Element>;
    expect(new CodeBlocks(previous).holdsAll(tree)).toBe(true);
    expect(new CodeBlocks(previous).holdsAll(page('npm ci'))).toBe(false);
    expect(new CodeBlocks().holdsAll(tree)).toBe(false);
    expect(new CodeBlocks().holdsAll(unified().use(remarkParse).parse('No code here.'))).toBe(true);
  });
});

describe('createCodeHighlighter', () => {
  it('refuses a theme shiki does not bundle', async () => {
    await expect(createCodeHighlighter({ ...defaults, themes: { light: 'github-light', dark: 'no-such-theme' } })).rejects.toThrow(
      'Unknown code theme "no-such-theme"',
    );
  });

  it('load() ignores unknown names and tolerates concurrent calls for the same language', async () => {
    const fresh = await createCodeHighlighter(defaults);
    await Promise.all([fresh.load(['rust', 'rs', 'nope', '']), fresh.load(['rust'])]);
    const block = fresh.render({ type: 'code', lang: 'rs', meta: null, value: 'fn main() {}' });
    expect(lines(block)[0]!.children.length).toBeGreaterThan(1);
  });
});

describe('codeLanguages', () => {
  it('finds the language of every code block in the tree, lower-cased, without braces, flags or meta', () => {
    const source = [
      '# Title',
      '```ts{1}',
      'code',
      '```',
      '~~~py',
      '~~~',
      '````Bash title="run.sh"',
      '```',
      '````',
      '- item',
      '  ```json',
      '  {}',
      '  ```',
      '> ```yaml',
      '> a: 1',
      '> ```',
      '1. ```vue:line-numbers {2}',
      '   <template />',
      '   ```',
      '',
      '``` diff',
      '```',
      'Inline ``` is not a fence opener',
      '',
      '```',
      'no language',
      '```',
    ].join('\n');
    const tree = unified().use(remarkParse).parse(source);
    // A block that is no fence in the source: Docusaurus's `<CodeBlock language="rust">`, once it is a code node.
    tree.children.push({ type: 'code', lang: 'Rust', meta: 'title="a.rs"', value: 'fn main() {}' });
    expect([...codeLanguages(tree)].sort()).toEqual(['bash', 'diff', 'json', 'py', 'rust', 'ts', 'vue', 'yaml']);
  });
});
