import type { Code } from 'mdast';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { createHighlighterCore, type Grammar, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { rememberLines } from '../../../../cli/pipeline/line-memo.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const themes = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * Lines that mean different things in different states: the same text must not be answered from another state.
 * In the heredocs and raw strings the state differs only in its end pattern (`EOT` against `END`).
 */
const TRICKY: Array<[string, string]> = [
  ['php', '<?php\n$a = <<<EOT\nhi\nEOT;\n$b = <<<END\nhi\nEOT;\nEND;\n$c = 1;'],
  ['lua', 'a = [[\nhi\n]]\nb = [==[\nhi\n]]\n]==]\nc = 1'],
  ['rust', 'a = r#"\nhi\n"#;\nb = r##"\nhi\n"#;\n"##;\nc = 1;'],
  ['bash', "cat <<EOF\necho hi\nEOF\ncat <<END\necho hi\nEOF\nEND\ncat <<'END'\necho hi\nEOF\nEND\necho hi\nEOF"],
  ['ts', 'const a = `\n  return x;\n`;\nfunction f() {\n  return x;\n}\n/*\n  return x;\n*/\n  return x;'],
  ['md', '# Title\n\n```ts\nconst a = 1;\n```\n\nconst a = 1;\n\n```bash\nconst a = 1;\n```'],
  ['html', '<script>\nconst a = 1;\n</script>\n<style>\nconst a = 1;\n</style>\nconst a = 1;'],
  ['python', 'x = """\ndef f():\n"""\ndef f():\n    pass'],
];

/** Every fenced block of our docs and test sites, in a language shiki bundles, plus the tricky ones. */
function blocks(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const folder of ['content/docs', 'test/fixtures']) {
    for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      // Sources only: a build's output (llms's Markdown copies in `dist/`) would count each block twice.
      if (!/\.mdx?$/.test(file) || /(^|\/)(dist|node_modules|\.docsite)\//.test(file)) continue;
      const tree = unified().use(remarkParse).parse(readFileSync(path.join(root, folder, file), 'utf8'));
      visit(tree, 'code', (node: Code) => {
        const lang = node.lang?.toLowerCase();
        if (lang && Object.hasOwn(bundledLanguages, lang)) found.push([lang, node.value]);
      });
    }
  }
  return [...found, ...TRICKY, ...TRICKY];
}

async function highlighter(langs: Iterable<string>): Promise<HighlighterCore> {
  const engine = await createOnigurumaEngine(readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm')));
  return createHighlighterCore({
    engine,
    themes: [bundledThemes[themes.light], bundledThemes[themes.dark]],
    langs: [...new Set(langs)].map((lang) => bundledLanguages[lang as keyof typeof bundledLanguages]),
  });
}

const highlight = (h: HighlighterCore, lang: string, code: string) => h.codeToHast(code, { lang, themes, defaultColor: 'light', tokenizeTimeLimit: 0 });

/** Counts the calls that reach the grammar itself, under the memo. */
function counted(grammar: Grammar): { calls: number } {
  const count = { calls: 0 };
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  grammar.tokenizeLine2 = (...args) => {
    count.calls++;
    return tokenize(...args);
  };
  return count;
}

describe('rememberLines', () => {
  const all = blocks();

  it('highlights every block of our docs as the grammar does alone, and answers most lines without it', async () => {
    expect(all.length).toBeGreaterThan(700);
    const langs = all.map(([lang]) => lang);
    const [plain, memo] = await Promise.all([highlighter(langs), highlighter(langs)]);
    const counts = new Map<Grammar, { calls: number }>();
    for (const lang of new Set(langs)) {
      const grammar = memo.getLanguage(lang);
      if (counts.has(grammar)) continue;
      counts.set(grammar, counted(grammar));
      expect(rememberLines(grammar)).toBe(true);
    }
    const calls = () => [...counts.values()].reduce((sum, count) => sum + count.calls, 0);
    let lines = 0;
    for (const [lang, code] of all) {
      expect(highlight(memo, lang, code), `${lang}: ${code.slice(0, 80)}`).toEqual(highlight(plain, lang, code));
      lines += code.split('\n').filter(Boolean).length * 2;
    }
    // Our docs repeat most code lines (each block is in both languages, and a block's lines recur in others).
    expect(calls()).toBeLessThan(lines / 2);
    const before = calls();
    for (const [lang, code] of all.slice(0, 50)) expect(highlight(memo, lang, code)).toEqual(highlight(plain, lang, code));
    expect(calls()).toBe(before);
  }, 60_000);

  it('forgets everything past its limit, and still answers as the grammar does', async () => {
    const [plain, small, large] = await Promise.all([highlighter(['bash']), highlighter(['bash']), highlighter(['bash'])]);
    const [smallCount, largeCount] = [counted(small.getLanguage('bash')), counted(large.getLanguage('bash'))];
    expect(rememberLines(small.getLanguage('bash'), 40)).toBe(true);
    expect(rememberLines(large.getLanguage('bash'))).toBe(true);
    const heredoc = TRICKY.find(([lang]) => lang === 'bash')![1];
    for (let i = 0; i < 3; i++) {
      expect(highlight(small, 'bash', heredoc)).toEqual(highlight(plain, 'bash', heredoc));
      expect(highlight(large, 'bash', heredoc)).toEqual(highlight(plain, 'bash', heredoc));
    }
    // The large memo tokenized each line once per theme, after the empty line it looks at a state with; 40 characters hold only a few lines at a time.
    expect(largeCount.calls).toBe(1 + 2 * heredoc.split('\n').length);
    expect(smallCount.calls).toBeGreaterThan(largeCount.calls * 1.5);
  });

  it('leaves a grammar whose states it cannot read as it is', () => {
    const tokenizeLine2 = () => ({ tokens: new Uint32Array(), ruleStack: { depth: 1 }, stoppedEarly: false });
    const grammar = { tokenizeLine2, themeProvider: { getDefaults: () => ({}) } } as unknown as Grammar;
    expect(rememberLines(grammar)).toBe(false);
    expect(grammar.tokenizeLine2).toBe(tokenizeLine2);
  });
});
