import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { remarkGfmText } from './gfm.js';

export type SourceFormat = 'md' | 'mdx';

// The processors are built once (unified re-resolves plugins on every
// freeze, which dominates the cost for small pages), so the text they parse
// reaches the table guard from here.
let parsing = '';
const gfm = { source: () => parsing };
const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmText, gfm).freeze() as unknown as Processor<Root>;
let mdx: Processor<Root> | undefined;

/**
 * Load what parsing `formats` needs. The MDX parser (with a JavaScript
 * parser inside) is loaded only when an `.mdx` page is parsed: a re-run that
 * changed one `.md` page does not pay for it.
 */
export async function prepareFormats(formats: Iterable<SourceFormat>): Promise<void> {
  if (mdx || ![...formats].includes('mdx')) return;
  const { default: remarkMdx } = await import('remark-mdx');
  mdx = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfmText, gfm).freeze() as unknown as Processor<Root>;
}

/**
 * Parse a page to mdast. `.md` files are CommonMark + GFM (see `gfm.ts`), so
 * a stray `<` or `{` is text; `.mdx` files add JSX, ESM and expressions
 * (after `prepareFormats`).
 */
export function parseDocument(source: string, format: SourceFormat, syntax?: ParseSyntax): Root {
  if (format === 'md') return parseWith(withSyntax(markdown, syntax), source);
  if (!mdx) throw new Error('parseDocument: call prepareFormats([\'mdx\']) before parsing MDX');
  return hoistEsm(parseWith(withSyntax(mdx, syntax), mdxComments(escapeContainerAttributes(escapeHeadingIds(unwrapMdxCodeBlocks(source))))));
}

/**
 * What remark plugins add to the parser rather than to the tree (remark-math's `$…$`, remark-directive's `:::`):
 * micromark's and mdast-util-from-markdown's extensions, which a plugin registers in its processor's data.
 */
export interface ParseSyntax {
  micromarkExtensions: unknown[];
  fromMarkdownExtensions: unknown[];
}

const extended = new WeakMap<Processor<Root>, WeakMap<ParseSyntax, Processor<Root>>>();

/** `base` with `syntax` added, made once per pair: the plugins' syntax lasts a thread's run. */
function withSyntax(base: Processor<Root>, syntax: ParseSyntax | undefined): Processor<Root> {
  if (!syntax) return base;
  let bySyntax = extended.get(base);
  if (!bySyntax) extended.set(base, (bySyntax = new WeakMap()));
  let processor = bySyntax.get(syntax);
  if (!processor) {
    processor = base()
      .use(function addSyntax(this: Processor) {
        const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
        data.micromarkExtensions = [...(data.micromarkExtensions ?? []), ...syntax.micromarkExtensions];
        data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), ...syntax.fromMarkdownExtensions];
      })
      .freeze() as unknown as Processor<Root>;
    bySyntax.set(syntax, processor);
  }
  return processor;
}

/**
 * An `import` or `export` written inside a JSX block (`<div>`, a blank line, `import Hello from …`) belongs to the
 * module, as MDX compiles it: it is moved to the top level, before the block that held it, where every step that
 * reads a page's imports looks for them. Docusaurus's and Rspress's own docs write imports so.
 */
function hoistEsm(tree: Root): Root {
  for (let i = 0; i < tree.children.length; i++) {
    const node = tree.children[i]!;
    if (node.type !== 'mdxJsxFlowElement') continue;
    const hoisted: RootContent[] = [];
    takeEsm(node, hoisted);
    tree.children.splice(i, 0, ...hoisted);
    i += hoisted.length;
  }
  return tree;
}

/** ESM is read only where flow is the document's own, which a JSX block's children are and a list's or quote's are not. */
function takeEsm(parent: MdxJsxFlowElement, into: RootContent[]): void {
  // Typed as the flow content mdast allows there, which the parser does not keep to.
  const children = parent.children as RootContent[];
  if (!children.some((child) => child.type === 'mdxjsEsm' || child.type === 'mdxJsxFlowElement')) return;
  parent.children = children.filter((child) => {
    if (child.type === 'mdxjsEsm') {
      into.push(child);
      return false;
    }
    if (child.type === 'mdxJsxFlowElement') takeEsm(child, into);
    return true;
  }) as MdxJsxFlowElement['children'];
}

function parseWith(processor: Processor<Root>, text: string): Root {
  parsing = text;
  try {
    return processor.parse(text);
  } finally {
    parsing = '';
  }
}
const FENCE = /^\s*(`{3,}|~{3,})/;
// An already escaped `\{` is left alone: escaping it again would make `\\{`, a backslash before a real expression.
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)(?<!\\)\{(#[^{}]*?)\\?\}([ \t]*)$/;

/**
 * In MDX, `## Title {#custom-id}` would be a JavaScript expression (and a
 * syntax error). Escape the braces so the suffix stays heading text, as it is
 * in `.md`; `heading-ids` strips it. Authors who escaped it themselves
 * (`\{#id}`, `\{#id\}`) get the same. Lines inside code fences are left alone.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  return mapProse(source, (line) => line.replace(HEADING_ID, '$1\\{$2\\}$3'));
}

// A container's opening line (in a quote too) with its attributes in braces last: `:::note[Title]{#id .class}`, `::: details Title {open}`.
const CONTAINER_ATTRIBUTES = /^([ \t>]*:{3,}[ \t]*[A-Za-z][\w-]*(?:\[.*\]|[ \t]+.*?)?[ \t]*)(?<!\\)\{([^{}]*?)\\?\}([ \t]*)$/;

/**
 * In MDX, the `{#id}`, `{.class}` or `{title="Title"}` of a container's opening line (remark-directive's
 * attributes, as Docusaurus and Rspress pages write them) would be a JavaScript expression: a syntax error, or an
 * expression that makes the page one that needs code. Escape the braces so they stay the line's text, which
 * `containers.ts` reads, as in `.md`.
 */
export function escapeContainerAttributes(source: string): string {
  if (!source.includes(':::')) return source;
  return mapProse(source, (line) => line.replace(CONTAINER_ATTRIBUTES, '$1\\{$2\\}$3'));
}

/**
 * In MDX, `<!-- note -->` is a syntax error; Docusaurus reads it as a comment
 * (its `mdx1Compat.comments`), and pages written for it hold them
 * (`<!-- truncate -->`). Each becomes `{/* note *\/}`, of the same length, so
 * every position after it stays where it was. Comments in code, fenced or
 * inline, are left alone.
 */
export function mdxComments(source: string): string {
  if (!source.includes('<!--')) return source;
  let open = false;
  return mapProse(source, (line) => {
    let out = '';
    let at = 0;
    while (at < line.length) {
      if (open) {
        const end = line.indexOf('-->', at);
        if (end < 0) break;
        out += `${line.slice(at, end)}*/}`;
        at = end + 3;
        open = false;
        continue;
      }
      const start = line.indexOf('<!--', at);
      if (start < 0) break;
      const tick = line.indexOf('`', at);
      if (tick >= 0 && tick < start) {
        // An inline code span: to the closing run of as many backticks, or past the opening run when none closes it.
        const run = /^`+/.exec(line.slice(tick))![0];
        const close = line.indexOf(run, tick + run.length);
        const past = close < 0 ? tick + run.length : close + run.length;
        out += line.slice(at, past);
        at = past;
        continue;
      }
      out += `${line.slice(at, start)}{/* `;
      at = start + 4;
      open = true;
    }
    return out + line.slice(at);
  });
}

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})(.*?)\r?$/;

/**
 * Docusaurus pages wrap MDX in ` ```mdx-code-block ` fences, so that GitHub
 * shows it as code while Docusaurus unwraps it (typically the opening tags of
 * `<Tabs>` in one fence and their closing tags in another). The fence lines
 * become blank lines of the same length, so every position stays where it
 * was. A fence inside other fenced code (an example of one) is left alone.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const lines = source.split('\n');
  let fence: { marker: string; unwrap: boolean } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const [, marker, info = ''] = FENCE_LINE.exec(lines[i]!) ?? [];
    if (!marker) continue;
    if (!fence) {
      fence = { marker, unwrap: info.trim() === 'mdx-code-block' };
      if (fence.unwrap) lines[i] = lines[i]!.replace(/[^\r]/g, ' ');
    } else if (marker[0] === fence.marker[0] && marker.length >= fence.marker.length && info.trim() === '') {
      if (fence.unwrap) lines[i] = lines[i]!.replace(/[^\r]/g, ' ');
      fence = undefined;
    }
  }
  return lines.join('\n');
}

/** `source` with each line outside fenced code passed through `line`. */
function mapProse(source: string, line: (text: string) => string): string {
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else {
      lines[i] = line(text);
    }
  }
  return lines.join('\n');
}
