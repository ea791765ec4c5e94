/**
 * The comments in code that other tools read as markup and leave out of the
 * code shown: Docusaurus's magic comments (here), and VitePress's and
 * Rspress's notations (`// [!code ++]`), which shiki's transformers read when
 * the block is highlighted (`code-block.ts`).
 */

/** Docusaurus's magic comments, each on a line of its own in any language's comment form: `// highlight-next-line`, `# highlight-start`. */
const MAGIC = /^[ \t]*(?:\/\/|#|--|;;|%|\/\*|<!--|\{\/\*)[ \t]*highlight-(next-line|start|end)[ \t]*(?:\*\/\}?|-->)?[ \t]*$/;

/**
 * The code without Docusaurus's magic comment lines, and the lines they
 * highlight (1-based, in the code left): the line after `highlight-next-line`,
 * those between `highlight-start` and `highlight-end`.
 */
export function magicComments(code: string): { code: string; highlight: Array<[number, number]> } {
  if (!code.includes('highlight-')) return { code, highlight: [] };
  const kept: string[] = [];
  const highlight: Array<[number, number]> = [];
  let next = false;
  let from: number | undefined;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') next = true;
    else if (magic === 'start') from = kept.length + 1;
    else if (magic === 'end') {
      if (from !== undefined && from <= kept.length) highlight.push([from, kept.length]);
      from = undefined;
    } else {
      kept.push(line);
      if (next) highlight.push([kept.length, kept.length]);
      next = false;
    }
  }
  if (from !== undefined && from <= kept.length) highlight.push([from, kept.length]);
  return { code: kept.join('\n'), highlight };
}

const NOTATION = /[ \t]*(?:\/\/|#|--|;;|\/\*|<!--|\{\/\*)[ \t]*\[!code [^\]]+\][ \t]*(?:\*\/\}?|-->)?[ \t]*$/gm;

/** The code as a reader sees it once highlighted: without magic comment lines and notation comments. What search and descriptions read. */
export function shownCode(code: string): string {
  const kept = magicComments(code).code;
  return kept.includes('[!code') ? kept.replace(NOTATION, '') : kept;
}
