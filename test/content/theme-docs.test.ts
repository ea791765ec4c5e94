/**
 * The Custom theme guide (guide/advanced/custom-theme.mdx) kept true to the
 * code: its table of replaceable components and its table of layout slots
 * list exactly, in order, what schemas/theme-components.ts lists and the
 * renderer uses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SLOTS, OVERRIDABLE_COMPONENTS } from '../../schemas/theme-components.js';

const page = (lang: string) => readFileSync(`content/docs/${lang}/guide/advanced/custom-theme.mdx`, 'utf8');

/** The code spans opening the table rows of the section whose heading carries `{#anchor}`, up to the next heading. */
function tableKeys(text: string, anchor: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && line.includes(`{#${anchor}}`));
  expect(start, `a heading with {#${anchor}}`).toBeGreaterThan(-1);
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{2,4} /.test(line)) break;
    const key = /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1];
    if (key) keys.push(key);
  }
  return keys;
}

/** Whether the original component declares props: `export function Footer()` takes none. */
const takesProps = (name: string) => !readFileSync(`renderer/components/${name}.tsx`, 'utf8').includes(`export function ${name}()`);

describe.each(['en', 'zh'])('the custom theme guide (%s)', (lang) => {
  it('lists exactly the components a theme module can replace', () => {
    expect(tableKeys(page(lang), 'overridable')).toEqual([...OVERRIDABLE_COMPONENTS]);
  });

  it('names the props type of each one that takes props, and no other', () => {
    const rows = page(lang).split('\n').filter((line) => OVERRIDABLE_COMPONENTS.some((name) => line.startsWith(`| \`${name}\` |`)));
    const named = rows.map((row) => /`(\w+Props)`/.exec(row.split('|')[3]!)?.[1]);
    expect(named).toEqual(OVERRIDABLE_COMPONENTS.map((name) => (takesProps(name) ? `${name}Props` : undefined)));
  });

  it('lists exactly the slots of Layout', () => {
    expect(tableKeys(page(lang), 'slots')).toEqual([...LAYOUT_SLOTS]);
  });
});
