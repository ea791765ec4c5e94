import { describe, expect, it } from 'vitest';
import { writtenAsMdx } from '../../../../cli/pipeline/mdx-in-md.js';

describe('writtenAsMdx', () => {
  it.each([
    ['an import of a component, as Docusaurus pages write them', "# Install\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n</Tabs>\n"],
    ['named imports over lines', "import {\n  Tabs,\n} from '@theme/Tabs';\n"],
    ['a side-effect import', "import './styles.css';\n"],
    ['an export', 'export const year = 2026;\n\nIt is {year}.\n'],
    ['an import after the frontmatter', "---\ntitle: A\n---\n\nimport Card from '@site/src/Card';\n"],
    ['an MDX comment on a line of its own', '# Page\n\n{/* TODO: screenshots */}\n\nText.\n'],
  ])('reads %s as MDX', (_, text) => {
    expect(writtenAsMdx(text)).toBe(true);
  });

  it.each([
    ['plain Markdown', '# Title\n\nText with a {brace} and a <tag>.\n'],
    ["VitePress's <script setup>, whose imports are Vue's", "# Page\n\n<script setup>\nimport { ref } from 'vue'\nexport default {}\n</script>\n\nText.\n"],
    ['imports inside a code fence', "# Page\n\n```js\nimport x from 'y';\nexport default x;\n```\n\n~~~\nimport z from 'z'\n~~~\n"],
    ['prose that starts with the words', '# Page\n\nimport the module first, then\nexport the result.\nImport X from "y" as the text says.\n'],
    ['an indented line, in a list or code', "- item\n  import a from 'b';\n\n    import c from 'd';\n"],
    ['frontmatter keys named so', "---\nimport: 'x'\nexport: 'y'\n---\n\n# Page\n"],
    ['a comment-like text inside a line, or in code', '# Page\n\nWrite `{/* note */}` in MDX: a {/* x */} inline.\n\n```mdx\n{/* in code */}\n```\n'],
  ])('reads %s as Markdown', (_, text) => {
    expect(writtenAsMdx(text)).toBe(false);
  });
});
