import path from 'node:path';
import type { Html, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import { readNamedFiles } from './named-files.js';
import { REGION_MARK } from './snippets.js';
import type {} from './page-links.js';

/**
 * VitePress's include: `<!--@include: ./part.md-->`, with a line range (`{3,10}`, `{3,}`, `{,10}`) or a region
 * (`#name`) after the path; `@/` is the docs folder, otherwise the page's folder.
 */
const INCLUDE = /^<!--\s*@include:\s*(\S+?)\s*-->$/;
const INCLUDE_LINES = /<!--\s*@include:\s*(\S+?)\s*-->/g;
const RANGE = /\{(\d*),(\d*)\}$/;
const REGION = /#([\w-]+)$/;

function includedFile(spec: string, from: string, docsRoot: string): string {
  const file = spec.replace(RANGE, '').replace(REGION, '');
  return file.startsWith('@/') ? path.join(docsRoot, file.slice(2)) : path.resolve(path.dirname(from), file);
}

/**
 * The files a page's includes name, and those their own includes name, by absolute path: read with the page, so
 * its hash covers them and an edit to a part builds the page again. A missing file is left out;
 * `includeParts` reports it at the comment.
 */
export function readIncludeSources(page: string, text: string, docsRoot: string, found: Map<string, string>): void {
  if (!text.includes('@include')) return;
  readNamedFiles(text, INCLUDE_LINES, (match) => includedFile(match[1]!, page, docsRoot), found, (file, part) => readIncludeSources(file, part, docsRoot, found));
}

export interface IncludeContext {
  /** The file whose tree is read: the page, or a part that includes another. */
  file: string;
  sources: Map<string, string>;
  docsRoot: string;
  /** Parse a part as the page's own Markdown is parsed; undefined when it does not parse (reported). */
  parse: (text: string, file: string) => Root | undefined;
  stack?: string[];
}

/**
 * Each include comment, a block of its own, becomes the Markdown of the part it names, parsed as the page is:
 * the part's text is the page's, searched and linked with it, as VitePress writes it into the page before
 * reading it. The part's nodes say which file they come from (their positions and relative links are that
 * file's); its frontmatter is left out.
 */
export function includeParts(tree: Root, context: IncludeContext, report: VFile): void {
  const stack = [...(context.stack ?? []), context.file];
  const visit = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.flatMap((node): RootContent[] => {
      if (node.type === 'html') {
        const spec = INCLUDE.exec(node.value.trim())?.[1];
        if (spec) return partOf(node, spec, context, stack, report);
      }
      if ('children' in node) visit(node as { children: RootContent[] });
      return [node];
    });
  };
  visit(tree);
}

function partOf(node: Html, spec: string, context: IncludeContext, stack: string[], report: VFile): RootContent[] {
  const target = includedFile(spec, context.file, context.docsRoot);
  // The comment itself, past the indentation its line may have.
  const start = node.position && { line: node.position.start.line, column: node.position.start.column + node.value.length - node.value.trimStart().length };
  const place = context.stack ? undefined : start;
  const where = context.stack && start ? ` (in ${path.relative(process.cwd(), context.file)}:${start.line}:${start.column})` : '';
  const text = context.sources.get(target);
  if (text === undefined) {
    fail(report, `Included file \`${spec}\` not found: no file at ${path.relative(process.cwd(), target)}${where}`, {
      place,
      ruleId: 'include-missing',
      fix: 'A path that starts with `@/` is read from the docs folder (the one that holds each language folder); any other from the folder of the file that includes it. Fix the path, or add the file.',
    });
    return [];
  }
  if (stack.includes(target)) {
    fail(report, `Include cycle: ${[...stack, target].map((file) => path.basename(file)).join(' → ')}`, { place, ruleId: 'include-cycle', fix: 'A file cannot include itself, directly or through another file.' });
    return [];
  }
  const part = selected(text, spec);
  if (part === undefined) {
    const region = REGION.exec(spec)![1];
    fail(report, `Included file \`${spec}\` has no region \`${region}\`${where}`, {
      place,
      ruleId: 'include-region',
      fix: `Mark the lines with \`<!-- #region ${region} -->\` and \`<!-- #endregion ${region} -->\`, or drop \`#${region}\` to include the whole file.`,
    });
    return [];
  }
  const tree = context.parse(part, target);
  if (!tree) return [];
  includeParts(tree, { ...context, file: target, stack }, report);
  const body = tree.children.filter((child) => child.type !== 'yaml');
  // Nodes of a part included by this one keep the file they came from.
  for (const child of body) child.data = { docsiteFragment: target, ...child.data };
  return body;
}

/**
 * The lines of `text` that `spec`'s range or region selects, those before them blank, so the part's positions
 * stay its file's; undefined when the region is not there. A range counts from 1 and holds its last line.
 */
function selected(text: string, spec: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const range = RANGE.exec(spec);
  const region = REGION.exec(spec)?.[1];
  let from = 0;
  let to = lines.length;
  if (range) {
    from = range[1] ? Math.max(Number(range[1]) - 1, 0) : 0;
    to = range[2] ? Math.min(Number(range[2]), lines.length) : lines.length;
  } else if (region) {
    const start = lines.findIndex((line) => {
      const mark = REGION_MARK.exec(line);
      return mark !== null && !mark[1] && mark[2] === region;
    });
    if (start < 0) return undefined;
    const end = lines.findIndex((line, i) => {
      const mark = i > start ? REGION_MARK.exec(line) : null;
      return mark !== null && mark[1] !== undefined && (mark[2] === region || mark[2] === '');
    });
    from = start + 1;
    to = end < 0 ? lines.length : end;
  }
  return '\n'.repeat(from) + lines.slice(from, to).join('\n');
}
