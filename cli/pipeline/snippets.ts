import path from 'node:path';
import type { Code, Paragraph, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import { readNamedFiles } from './named-files.js';

/**
 * VitePress's code snippet line: `<<< @/snippets/a.ts#region{1,3 ts:line-numbers} [a.ts]`, the path (`@/` is
 * the docs folder; otherwise the page's folder), a region, highlighted lines with a language and flags, a name.
 */
const SNIPPET = /^<<<[ \t]*(\S+?)(?:\{([^}\n]*)\})?(?:[ \t]+\[([^\]\n]*)\])?[ \t]*$/;
const SNIPPET_LINES = new RegExp(SNIPPET.source, 'gm');

/** The file a snippet's path names, without its `#region`. */
function snippetFile(spec: string, page: string, docsRoot: string): string {
  const file = spec.replace(/#[^/]*$/, '');
  return file.startsWith('@/') ? path.join(docsRoot, file.slice(2)) : path.resolve(path.dirname(page), file);
}

/**
 * The files a page's snippet lines name, by absolute path, read before
 * parsing so the page's hash covers them: editing one makes its pages again.
 * A missing file is left out; `snippetsAsCode` reports it at its line.
 */
export function readSnippetSources(page: string, text: string, docsRoot: string, found: Map<string, string>): void {
  if (text.includes('<<<')) readNamedFiles(text, SNIPPET_LINES, (match) => snippetFile(match[1]!, page, docsRoot), found);
}

/**
 * Every paragraph made only of snippet lines becomes their code blocks,
 * read from `sources` (`readSnippetSources`), before the page's text,
 * search records and containers are read: a snippet is highlighted,
 * searched, and named in a `::: code-group` like a fence. Container lines
 * may sit among them (`::: details` right above a snippet, `:::` below),
 * as they do in VitePress, where a container is a block of its own: each
 * stays a line of text, for `transformContainers`.
 */
export function snippetsAsCode(tree: Root, source: string, sources: Map<string, string>, docsRoot: string, file: VFile): void {
  if (!source.includes('<<<')) return;
  const visit = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.flatMap((node): RootContent[] => {
      if (node.type === 'paragraph') return snippetBlocks(node, source, sources, docsRoot, file) ?? [node];
      if ('children' in node) visit(node as { children: RootContent[] });
      return [node];
    });
  };
  visit(tree);
}

/** A container's opening or closing line: `::: details Title`, `:::`. */
const CONTAINER_LINE = /^:{3,}/;

function snippetBlocks(paragraph: Paragraph, source: string, sources: Map<string, string>, docsRoot: string, file: VFile): (Code | Paragraph)[] | undefined {
  const { start, end } = paragraph.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return undefined;
  const lines = source.slice(start.offset, end.offset).split(/\r?\n/);
  const matches = lines.map((line) => SNIPPET.exec(line.trim()));
  if (!matches.some(Boolean) || !matches.every((match, i) => match || CONTAINER_LINE.test(lines[i]!.trim()))) return undefined;
  return matches.map((match, i): Code | Paragraph => {
    const line = start.line + i;
    if (!match) {
      const text = lines[i]!.trim();
      const position = { start: { line, column: start.column }, end: { line, column: start.column + text.length } };
      return { type: 'paragraph', children: [{ type: 'text', value: text, position }], position };
    }
    const [, spec, braces = '', name] = match;
    const place = { start: { line, column: 1 }, end: { line, column: lines[i]!.length + 1 } };
    const target = snippetFile(spec!, file.path, docsRoot);
    const text = sources.get(target);
    const region = /#([^/#]+)$/.exec(spec!)?.[1];
    let value = text === undefined ? undefined : region ? regionOf(text, region) : text;
    if (text === undefined) {
      fail(file, `Code snippet \`${spec}\` not found: no file at ${path.relative(process.cwd(), target)}`, {
        place,
        ruleId: 'snippet-missing',
        fix: 'A path that starts with `@/` is read from the docs folder (the one that holds each language folder); any other from the page’s folder. Fix the path, or add the file.',
      });
    } else if (value === undefined) {
      fail(file, `Code snippet \`${spec}\`: ${path.relative(process.cwd(), target)} has no region \`${region}\``, {
        place,
        ruleId: 'snippet-region',
        fix: `Mark the lines with \`#region ${region}\` and \`#endregion ${region}\` in comments of the file's language (\`// #region ${region}\`), or drop \`#${region}\` to show the whole file.`,
      });
    }
    value ??= '';
    // `{1,3 ts:line-numbers}`: the lines, then the language with its flags glued on, as on a fence line.
    const [ranges = '', langAndFlags = ''] = /^\s*([\d\s,-]*)(\S*)\s*$/.exec(braces)?.slice(1).map((part) => part.trim()) ?? [];
    const [lang = '', ...flags] = langAndFlags.split(/(?=:)/);
    const meta = [ranges ? `{${ranges}}` : '', flags.join(' '), name ? `[${name}]` : ''].filter(Boolean).join(' ');
    const code: Code = { type: 'code', lang: lang || path.extname(target).slice(1) || null, meta: meta || null, value: value.replace(/\r\n?/g, '\n').replace(/\n$/, ''), position: place };
    // A code group labels an unnamed snippet's tab by its file, as VitePress does.
    return { ...code, data: { docsiteSnippetFile: path.basename(target) } };
  });
}

/** A region's start or end, in the comment of any language: `// #region x`, `<!-- #region x -->`, `# region x`, `#endregion x` in a block comment. */
export const REGION_MARK = /^\s*(?:(?:\/\/|<!--|\/\*|--|;|::|REM\b|')\s*#?|#\s*)(end)?region\b[ \t]*([\w*-]*)/i;

/** The lines between a region's marks, without other regions' marks and without their shared indent; undefined when there is no such region. */
function regionOf(text: string, name: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const startAt = lines.findIndex((line) => {
    const mark = REGION_MARK.exec(line);
    return mark !== null && !mark[1] && mark[2] === name;
  });
  if (startAt < 0) return undefined;
  const inside: string[] = [];
  for (const line of lines.slice(startAt + 1)) {
    const mark = REGION_MARK.exec(line);
    if (mark?.[1] && (mark[2] === name || mark[2] === '')) break;
    if (!mark) inside.push(line);
  }
  const indent = Math.min(...inside.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length));
  return inside.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/** Rspress's file code block: a fence whose meta names a file, ```` ```tsx file="./_demo.tsx" ````, and whose body is empty. */
const FILE_FENCE = /^[ \t]*(?:`{3,}|~{3,})[^\n]*?\sfile=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gm;
const FILE_META = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/;

/** The files a page's file code blocks name, by absolute path, read with the page as `readSnippetSources` reads snippets. */
export function readFileCodeSources(page: string, text: string, found: Map<string, string>): void {
  if (text.includes('file=')) readNamedFiles(text, FILE_FENCE, (match) => path.resolve(path.dirname(page), match[1] ?? match[2] ?? match[3]!), found);
}

/** Each of the page's own fences with `file="…"` and no code shows that file, read from the page's folder, as Rspress shows it. */
export function fileCodeBlocks(tree: Root, sources: Map<string, string>, file: VFile): void {
  const visit = (parent: { children: RootContent[] }) => {
    for (const node of parent.children) {
      if (node.type === 'code' && node.value.trim() === '') fillFromFile(node, sources, file);
      else if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
}

function fillFromFile(node: Code, sources: Map<string, string>, file: VFile): void {
  const named = FILE_META.exec(node.meta ?? '');
  if (!named) return;
  const spec = named[1] ?? named[2] ?? named[3]!;
  const target = path.resolve(path.dirname(file.path), spec);
  const text = sources.get(target);
  if (text === undefined) {
    fail(file, `Code file \`${spec}\` not found: no file at ${path.relative(process.cwd(), target)}`, {
      place: node.position,
      ruleId: 'code-file-missing',
      fix: 'The path is read from the page’s folder. Fix the path, or add the file.',
    });
    return;
  }
  node.value = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
}
