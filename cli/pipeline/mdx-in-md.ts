import type { SourceFile } from './collect-files.js';
import type { SourceFormat } from './processor.js';

/** An ESM statement as MDX reads one at the start of a line: `import X from 'y'`, `import 'y'`, `export const …`. */
const ESM = /^(?:import\s+(?:['"]|[\w$*{][^\n]*?\bfrom\s*['"])|import\s*\{|export\s+(?:const|let|var|function|async|default|class|\{|\*))/;
/** An MDX comment alone on its line, as Docusaurus pages write them (`{/* TODO *\/}`). */
const COMMENT = /^\s*\{\/\*.*\*\/\}\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RAW_OPEN = /^ {0,3}<(script|style|pre|textarea)(?:[\s>]|$)/i;

/**
 * Whether an `.md` page was written as MDX: Docusaurus 3 reads every `.md`
 * file as MDX (its default `markdown.format`), and pages written for it import
 * components there (`import Tabs from '@theme/Tabs'`). As CommonMark, the
 * imports would be text and the components unknown HTML tags. An import or
 * export at the start of a line, or an MDX comment (`{/* … *\/}`) alone on
 * one, outside the frontmatter, code fences and raw `<script>`/`<style>`/`<pre>`
 * blocks (VitePress's `<script setup>` imports Vue's), says it is MDX;
 * CommonMark prose never has such a line.
 */
export function writtenAsMdx(text: string): boolean {
  // Most pages have no line that starts so: they are not split into lines.
  if (!/^(?:import|export)\b|^\s*\{\/\*/m.test(text)) return false;
  const lines = text.split('\n');
  let i = 0;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    for (i = 1; i < lines.length && !/^(---|\.\.\.)\s*$/.test(lines[i]!); i++);
    i++;
  }
  let fence: string | undefined;
  let raw: string | undefined;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    if (raw) {
      if (line.toLowerCase().includes(`</${raw}`)) raw = undefined;
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1]!;
      continue;
    }
    const tag = RAW_OPEN.exec(line)?.[1];
    if (tag) {
      if (!line.toLowerCase().includes(`</${tag.toLowerCase()}`)) raw = tag.toLowerCase();
      continue;
    }
    if (ESM.test(line) || COMMENT.test(line)) return true;
  }
  return false;
}

/** The format a page is parsed in: its file's, but MDX for an `.md` page written as MDX (`writtenAsMdx`). */
export function pageFormat(source: SourceFile, text: string): SourceFormat {
  return source.format === 'md' && writtenAsMdx(text) ? 'mdx' : source.format;
}
