import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
const dir = '/work/main/bench/.corpus/p2000/docs/en';
const blocks = [];
for (const f of readdirSync(dir, { recursive: true })) {
  if (!f.endsWith('.md')) continue;
  const t = readFileSync(path.join(dir, f), 'utf8');
  for (const m of t.matchAll(/^```(\w+)\n([\s\S]*?)\n```$/gm)) blocks.push({ lang: m[1], value: m[2] });
}
const engine = process.argv[2] === 'js' ? createJavaScriptRegexEngine() : await createOnigurumaEngine(import('shiki/wasm'));
const h = await createHighlighterCore({ engine, themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')], langs: [import('shiki/langs/ts.mjs'), import('shiki/langs/bash.mjs')] });
const two = process.argv[3] === '2';
for (let r = 0; r < 3; r++) {
  const t = performance.now();
  for (const b of blocks) two ? h.codeToHast(b.value, { lang: b.lang, themes: { light: 'github-light', dark: 'github-dark' } }) : h.codeToHast(b.value, { lang: b.lang, theme: 'github-light' });
  console.log(process.argv[2], two ? 'two themes' : 'one theme', 'round', r, (performance.now() - t).toFixed(0), 'ms');
}
