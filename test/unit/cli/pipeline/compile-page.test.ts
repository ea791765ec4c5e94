import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { compilePage } from '../../../../cli/pipeline/compile-page.js';
import { extractPage } from '../../../../cli/pipeline/extract-page.js';
import { prepareFormats } from '../../../../cli/pipeline/processor.js';

await prepareFormats(['mdx']);

const renderCode = (code: { lang?: string | null | undefined; value: string }) => ({
  type: 'element' as const,
  tagName: 'docsite-code',
  properties: { dataLang: code.lang ?? '' },
  children: [{ type: 'text' as const, value: code.value }],
});

async function compile(source: string) {
  const file = new VFile({ path: '/site/docs/en/page.mdx' });
  const extract = extractPage(source, 'mdx', file)!;
  const code = await compilePage(extract.tree, renderCode, file, 'docs/en/page.mdx', { frontMatter: extract.frontmatter, contentTitle: extract.h1 });
  return { code, extract, messages: file.messages.map(String) };
}

describe('compilePage', () => {
  it('compiles the tree the index transformed: the toc ids are the ids in the module', async () => {
    const { code, extract, messages } = await compile("import Chart from './Chart'\n\n# Title\n\n## Plain heading\n\n## Custom \\{#my-id}\n\n### Again {#again}\n\n<Chart size={2 * 3} />\n");
    expect(messages).toEqual([]);
    expect(extract.needsCode).toBe(true);
    expect(extract.toc.map((t) => t.id)).toEqual(['plain-heading', 'my-id', 'again']);
    for (const { id } of extract.toc) expect(code).toContain(`id: "${id}"`);
    expect(code).not.toMatch(/\{#|\\\\\{/);
  });

  it('keeps the page\'s imports and exports, and takes other components from the components prop', async () => {
    const { code } = await compile("import Chart from './Chart'\nexport const n = 2\n\n# T\n\n<Chart n={n} /> <Tabs />\n");
    expect(code).toContain("import Chart from './Chart';");
    expect(code).toContain('export const n = 2;');
    expect(code).toContain('...props.components');
    expect(code).toMatch(/export default function MDXContent/);
  });

  it('wraps components from the page\'s scope in a check that names the page, line and column', async () => {
    const { code } = await compile("import Chart from './Chart'\n\n# T\n\n<Chart />\n");
    expect(code).toContain('_docsiteComponent(Chart, "Chart", "docs/en/page.mdx:5:1")');
    const check = new Function(`${code.slice(code.indexOf('function _docsiteComponent'))}; return _docsiteComponent;`)() as (value: unknown, name: string, at: string) => unknown;
    const component = () => null;
    expect(check(component, 'Chart', 'x')).toBe(component);
    expect(check('div', 'Div', 'x')).toBe('div');
    expect(check({ $$typeof: Symbol.for('react.memo') }, 'Memo', 'x')).toEqual({ $$typeof: Symbol.for('react.memo') });
    expect(() => check(42, 'Chart', 'docs/en/page.mdx:5:1')).toThrow('docs/en/page.mdx:5:1: <Chart> is not a component (it is number).');
  });

  it('renders code blocks with the build\'s highlighter, as data pages do', async () => {
    const { code } = await compile('# T\n\n{1 + 1}\n\n```ts\nconst a = 1\n```\n');
    expect(code).toContain('_components["docsite-code"]');
    expect(code).toMatch(/"data-lang": "ts"|dataLang: "ts"/);
  });
});
