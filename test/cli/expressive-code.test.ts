import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const fence = (info: string, ...lines: string[]) => ['```' + info, ...lines, '```', ''].join('\n');

/** Code blocks as Starlight's pages write them for Expressive Code. */
function site(): string {
  const dir = tempDir('docsite-expressive-code-');
  writeFiles(dir, {
    'docs/en/index.md': '# Home\n',
    'docs/en/markers.mdx': [
      '# Markers',
      '',
      fence('js "return true;" ins="inserted" del="deleted" /Even.*supported/', 'function demo() {', "  console.log('inserted and deleted');", '  return true; // Even regex supported', '}'),
      fence('ts {2} /icon: (StarlightIcon)/', 'const a = { icon: StarlightIcon };', 'const b = { icon: StarlightIcon };'),
      // The same lines again, with no markers: what the first block marked is not remembered with its lines.
      fence('js', 'function demo() {', "  console.log('inserted and deleted');", '  return true; // Even regex supported', '}'),
      fence('md ins="data-pagefind-weight=\\"5.0\\""', '<div data-pagefind-weight="5.0">x</div>'),
    ].join('\n'),
    'docs/en/titles.mdx': [
      '# Titles',
      '',
      fence('js', '// my-test-file.js', "console.log('Hello World!');"),
      fence('sh', '# src/content/docs/example.mdx', 'npm run dev'),
      fence('html', '<!-- src/index.html -->', '<p>hi</p>'),
      fence('css', '/* style.css */', 'p { color: red; }'),
      // Numbered with the comment's line, as Expressive Code numbers them; the frontmatter stays, with its other keys.
      fence('md {3-4}', '---', '# src/content/docs/example.md', 'title: About', 'description: More', '---', '', 'Welcome!'),
      // Not file names: a sentence, a CSS file in JavaScript, and a comment under a title of its own.
      fence('js', '// Call it once', 'run();'),
      fence('js', '// style.css', 'run();'),
      fence('js title="given.js"', '// other.js', 'run();'),
    ].join('\n'),
    'docs/en/diff.mdx': [
      '# Diff',
      '',
      fence('diff lang="js"', '  function f() {', "-   console.log('old')", "+   console.log('new')", '  }'),
      fence('diff lang="ts"', ' const a = 1;', '-const b = 2;', '+const b = 3;'),
      // A real diff keeps its markers.
      fence('diff lang="js"', '--- a/f.js', '+++ b/f.js', '@@ -1 +1 @@', '-a', '+b'),
    ].join('\n'),
    'docs/en/component.mdx': [
      '# Component',
      '',
      "import { Code } from '@astrojs/starlight/components';",
      '',
      "<Code code={`# a\\nfrom a file\\nor a CMS`} lang=\"md\" title=\"x.md\" ins={3} del={{ range: '1-1' }} mark={['file', 'CMS']} />",
      '',
    ].join('\n'),
    'docs/en/greet.js': 'export function greet(name) {\n  return `Hi ${name}`;\n}\n',
    'docs/en/variables.mdx': [
      '# Variables',
      '',
      "import { Code } from '@astrojs/starlight/components';",
      "import greet from './greet.js?raw';",
      '',
      "export const code = `console.log('Hello from a variable');\nconst answer = 42;`;",
      "export const marks = ['answer'];",
      "export const shout = (text) => text.toUpperCase();",
      '',
      '<Code code={code} lang="js" title="example.js" mark={marks} ins={2} />',
      '',
      '<Code code={greet} lang="js" title="greet.js" />',
      '',
      '<Code code={shout(\'let quiet = 1;\')} lang="js" title="run.js" />',
      '',
    ].join('\n'),
  });
  return dir;
}

const page = (dir: string, file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
/** Each code block of a page: its title, its lines' classes, its text as copied, and its marks. */
function blocks(html: string) {
  return [...html.matchAll(/<div class="docsite-code"[^>]*>([\s\S]*?)<\/pre>/g)].map(([, block]) => {
    const text = (part: string) => part.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&(?:lt|#x3C);/g, '<').replace(/&gt;/g, '>');
    const code = /<code>([\s\S]*)<\/code>/.exec(block!)![1]!;
    return {
      title: /<div class="docsite-code-title">([^<]*)<\/div>/.exec(block!)?.[1],
      lines: [...code.matchAll(/<span class="line([^"]*)">/g)].map((m) => m[1]!.trim()),
      code: text(code),
      marks: [...code.matchAll(/<(mark|ins|del)>([\s\S]*?)<\/\1>/g)].map(([, kind, inside]) => `${kind}:${text(inside!)}`),
    };
  });
}

describe("Expressive Code's code blocks (Starlight)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = site();
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
  });

  it('takes a file name comment among the first lines as the title, out of the code and of what the copy button copies', () => {
    const titles = blocks(page(dir, 'titles.html'));
    expect(titles.map((block) => block.title)).toEqual(['my-test-file.js', 'src/content/docs/example.mdx', 'src/index.html', 'style.css', 'src/content/docs/example.md', undefined, undefined, 'given.js']);
    expect(titles.map((block) => block.code)).toEqual([
      "console.log('Hello World!');",
      'npm run dev',
      '<p>hi</p>',
      'p { color: red; }',
      '---\ntitle: About\ndescription: More\n---\n\nWelcome!',
      '// Call it once\nrun();',
      '// style.css\nrun();',
      '// other.js\nrun();',
    ]);
    expect(titles[4]!.lines).toEqual(['', 'highlighted', 'highlighted', '', '', '']);
  });

  it('marks the texts and regex matches of the fence line inside the lines, the capture groups when there are some', () => {
    const [markers, groups, plain, escaped] = blocks(page(dir, 'markers.html'));
    expect(markers!.marks).toEqual(['ins:inserted', 'del:deleted', 'mark:return true;', 'mark:Even regex supported']);
    expect(markers!.code).toBe("function demo() {\n  console.log('inserted and deleted');\n  return true; // Even regex supported\n}");
    expect(groups!.marks).toEqual(['mark:StarlightIcon', 'mark:StarlightIcon']);
    expect(groups!.lines).toEqual(['', 'highlighted']);
    expect(plain!.marks).toEqual([]);
    expect(plain!.code).toBe(markers!.code);
    expect(escaped!.marks).toEqual(['ins:data-pagefind-weight="5.0"']);
  });

  it('highlights `diff lang="js"` as JavaScript, its `+`/`-` markers out of the code and on the lines; a real diff stays one', () => {
    const [js, ts, real] = blocks(page(dir, 'diff.html'));
    expect(page(dir, 'diff.html')).toMatch(/<div class="docsite-code" data-lang="js"/);
    expect(js!.code).toBe("function f() {\n  console.log('old')\n  console.log('new')\n}");
    expect(js!.lines).toEqual(['', 'diff remove', 'diff add', '']);
    expect(ts!.code).toBe('const a = 1;\nconst b = 2;\nconst b = 3;');
    expect(ts!.lines).toEqual(['', 'diff remove', 'diff add']);
    expect(real!.code).toBe('--- a/f.js\n+++ b/f.js\n@@ -1 +1 @@\n-a\n+b');
    expect(real!.lines).toEqual(['', '', '', '', '']);
  });

  it("reads Starlight's <Code> mark, ins and del: a number or `{ range }` is a line, a text is marked wherever it appears", () => {
    const [component] = blocks(page(dir, 'component.html'));
    expect(component!.title).toBe('x.md');
    expect(component!.lines).toEqual(['diff remove', '', 'diff add']);
    expect(component!.marks).toEqual(['mark:file', 'mark:CMS']);
  });

  it("highlights a <Code> whose props are the page's constants or a file imported ?raw, with its title and marks", () => {
    const html = page(dir, 'variables.html');
    const [variable, raw, run] = blocks(html);
    expect(variable!.title).toBe('example.js');
    expect(variable!.code).toBe("console.log('Hello from a variable');\nconst answer = 42;");
    expect(variable!.lines).toEqual(['', 'diff add']);
    expect(variable!.marks).toEqual(['mark:answer']);
    expect(raw!.title).toBe('greet.js');
    expect(raw!.code).toBe('export function greet(name) {\n  return `Hi ${name}`;\n}');
    // Highlighted: the theme's colours on each token, as a fence has them.
    expect(html.match(/class="shiki shiki-themes github-light github-dark"/g)).toHaveLength(2);
    // Code that needs running is the component's, unhighlighted.
    expect(run!.code).toBe('LET QUIET = 1;');
  });
});
