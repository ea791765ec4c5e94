/**
 * Build-time syntax highlighting of fenced code blocks: both colour themes are
 * baked into the HTML, so pages need no highlighter at runtime.
 *
 * Output, per block:
 *
 *   <docsite-code data-lang="ts" data-title="a.ts"? data-wrap? data-line-numbers?>
 *     <div class="docsite-code-title">a.ts</div>?
 *     <pre class="shiki shiki-themes github-light github-dark" style="…" tabindex="0">
 *       <code><span class="line [highlighted]"><span style="color:…;--shiki-dark:…">…</span></span>\n…</code>
 *     </pre>
 *   </docsite-code>
 *
 * CSS contract, which the renderer's stylesheet must implement:
 * - Dark mode. Light colours are inline (`color`, `background-color`,
 *   `font-style`, …) so a page reads correctly with no stylesheet at all; the
 *   dark theme rides along as `--shiki-dark` / `--shiki-dark-bg` (on `pre`) and
 *   `--shiki-dark` / `--shiki-dark-font-style` / `--shiki-dark-font-weight` /
 *   `--shiki-dark-text-decoration` (on token spans; `--shiki-light-*` ones
 *   may appear too and need no rule). So:
 *     html.dark .shiki, html.dark .shiki span {
 *       color: var(--shiki-dark) !important;
 *       background-color: var(--shiki-dark-bg) !important;
 *       font-style: var(--shiki-dark-font-style) !important;
 *       font-weight: var(--shiki-dark-font-weight) !important;
 *       text-decoration: var(--shiki-dark-text-decoration) !important;
 *     }
 * - Highlighted lines: `.line.highlighted` (e.g. a background spanning the
 *   full width: `.line { display: inline-block; min-width: 100% }`).
 * - Line numbers: `docsite-code[data-line-numbers]` — numbers come from a CSS
 *   counter on `.line::before`, never from the text, so copying `pre`'s text
 *   copies only code. Empty lines are still `.line` spans, so counts stay right.
 * - Wrapping: `docsite-code[data-wrap] pre { white-space: pre-wrap }`; the
 *   client's wrap toggle flips the same attribute.
 * - Title bar: `.docsite-code-title`.
 * The copy button copies `pre.textContent`, which equals the block's code.
 */
import { transformerNotationDiff, transformerNotationErrorLevel, transformerNotationFocus, transformerNotationHighlight, transformerRemoveNotationEscape } from '@shikijs/transformers';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Code, Root, RootContent } from 'mdast';
import { magicComments } from './code-comments.js';
import { diffLines, dropFromRanges, fileNameComment, markerKind, markerPattern, markLine, type TextMarker } from './expressive-code.js';
import { rememberLines } from './line-memo.js';
import type { Element, ElementContent, Properties } from 'hast';
import { createHighlighterCore, type HighlighterCore, type ShikiTransformer } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';

export interface CodeBlockOptions {
  /** Shiki theme names, e.g. `{ light: 'github-light', dark: 'github-dark' }`. */
  themes: { light: string; dark: string };
  /** Site default, overridden per block by `showLineNumbers[=false]` / `:line-numbers` / `:no-line-numbers`. */
  showLineNumbers: boolean;
  /** Site default, overridden per block by `wrapCode[=false]`. */
  defaultWrapCode: boolean;
}

export interface CodeHighlighter {
  /** Load grammars for these fence languages (unknown names are ignored → rendered as plain text). Idempotent, cheap when already loaded. */
  load(langs: Iterable<string>): Promise<void>;
  /**
   * Synchronous: mdast code node → hast element. Only valid for languages already load()ed (others render as plain text).
   * With `blocks`, a block the page had before is taken from there, and every block is kept there.
   */
  render(node: Code, blocks?: CodeBlocks): Element;
}

/**
 * A page's highlighted code blocks, by a hash of their fence and code: those
 * its previous version kept (in its body file) are reused instead of
 * highlighted again, and this version's are kept for the next. A rebuild after
 * an edit then starts shiki, and compiles a grammar's expressions (0.6 s for
 * TypeScript's), only for a block that changed. The blocks' files are those of
 * one docsite build and one `markdown` config: the bodies folder's.
 */
export class CodeBlocks {
  private readonly kept = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(private readonly previous: Record<string, Element> = {}) {}

  /** Whether the previous version kept every code block of `tree`: the page then needs no highlighter. */
  holdsAll(tree: Root | RootContent): boolean {
    if (tree.type === 'code') return Object.hasOwn(this.previous, blockKey(tree));
    return !('children' in tree) || tree.children.every((child) => this.holdsAll(child));
  }

  /** The block the previous version kept for `node`, kept for the next too; none when it kept none. */
  reuse(node: Code): Element | undefined {
    const key = blockKey(node);
    const element = this.take(key);
    if (element) this.keep(key, element);
    return element;
  }

  /** `element`, as highlighted for `node`, kept for the next version. */
  add(node: Code, element: Element): Element {
    this.keep(blockKey(node), element);
    return element;
  }

  /** The block the previous version had under `key`: a copy when the page uses it twice, as plugins may change each. */
  private take(key: string): Element | undefined {
    const element = Object.hasOwn(this.previous, key) ? this.previous[key] : undefined;
    if (!element || !this.taken.has(key)) {
      this.taken.add(key);
      return element;
    }
    return structuredClone(element);
  }

  /** Kept as highlighted: before the plugins' rehype plugins see it. */
  private keep(key: string, element: Element): void {
    if (!this.kept.has(key)) this.kept.set(key, JSON.stringify(element));
  }

  /** The blocks kept, as JSON text with no line break (a line of the body file). */
  text(): string {
    return `{${[...this.kept].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;
  }
}

/** Keys by node: a block is asked for its key up to three times (`holdsAll`, `reuse`, `add`). */
const blockKeys = new WeakMap<Code, string>();

/** What a block's highlighting depends on besides the site's settings: its fence and its code. */
function blockKey(node: Code): string {
  let key = blockKeys.get(node);
  if (key === undefined) blockKeys.set(node, (key = createHash('sha1').update(`${node.lang ?? ''}\0${node.meta ?? ''}\0${node.value}`).digest('base64url')));
  return key;
}

/** What a fence line asks for, from its lang and meta. */
interface FenceInfo {
  /** As written (`TS` stays `TS`); empty when the fence has no language. */
  lang: string;
  title: string | undefined;
  highlight: Array<[number, number]>;
  /** Expressive Code's (Starlight's) `ins={2}` and `del={3}`: lines shown as added and removed. */
  added: Array<[number, number]>;
  removed: Array<[number, number]>;
  /** Expressive Code's text markers: `"text"`, `ins="text"`, `del=/regex/`. */
  markers: TextMarker[];
  /** Expressive Code's `diff lang="js"`: `lang` is the language of the code between the `+`/`-` markers. */
  diff: boolean;
  /** A number is the first line's (VitePress's `:line-numbers=5`, Docusaurus's `showLineNumbers=5`). */
  lineNumbers: boolean | number | undefined;
  wrap: boolean | undefined;
}

const PLAIN = 'text';

export async function createCodeHighlighter(options: CodeBlockOptions): Promise<CodeHighlighter> {
  const { light, dark } = options.themes;
  // Oniguruma, the engine TextMate grammars are written for, run as WebAssembly: it highlighted the bench corpus's
  // blocks in half the time shiki's JavaScript engine took, which first translates every pattern into a RegExp.
  // Instantiated from the file's bytes: given the bytes, shiki asks first whether they are a fetch Response, and
  // the first look at Node's `Response` loads its fetch implementation (30 ms).
  const wasm = readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  const engine = await createOnigurumaEngine({ instantiator: async (imports) => WebAssembly.instantiate(await wasm, imports) });
  const highlighter = await createHighlighterCore({ engine, themes: [bundledTheme(light), bundledTheme(dark)] });
  const loader = languageLoader(highlighter);
  const renderBlock = (node: Code) => {
    const fence = parseFence(node.lang, node.meta);
    const lang = loader.resolve(fence.lang);
    if (lang !== PLAIN && lang !== 'ansi') rememberLines(highlighter.getLanguage(lang));
    const shown = expressiveCode(normalizeNewlines(node.value), fence);
    const { code, highlight: marked } = magicComments(shown.code);
    const info = marked.length > 0 ? { ...shown.fence, highlight: [...shown.fence.highlight, ...marked] } : shown.fence;
    const pre = highlight(highlighter, code, lang, info, options.themes);
    return codeElement(info, pre, options);
  };
  return {
    load: loader.load,
    render(node, blocks) {
      if (!blocks) return renderBlock(node);
      return blocks.reuse(node) ?? blocks.add(node, renderBlock(node));
    },
  };
}

/**
 * The code as Expressive Code shows it, and the fence with what it adds: a `diff lang="js"` block's `+` and `-`
 * lines, and a file name comment as the title when the fence names none. The fence's line ranges count the
 * comment's line, as they do there.
 */
function expressiveCode(code: string, fence: FenceInfo): { code: string; fence: FenceInfo } {
  let info = fence;
  if (info.diff) {
    const diff = diffLines(code);
    code = diff.code;
    info = { ...info, added: [...info.added, ...diff.added], removed: [...info.removed, ...diff.removed] };
  }
  const named = info.title === undefined ? fileNameComment(code, info.lang.toLowerCase()) : undefined;
  if (!named) return { code, fence: info };
  const { dropped } = named;
  return {
    code: named.code,
    fence: { ...info, title: named.title, highlight: dropFromRanges(info.highlight, dropped), added: dropFromRanges(info.added, dropped), removed: dropFromRanges(info.removed, dropped) },
  };
}

function bundledTheme(name: string) {
  if (!Object.hasOwn(bundledThemes, name)) throw new Error(`Unknown code theme "${name}": not one of shiki's bundled themes`);
  return bundledThemes[name as keyof typeof bundledThemes];
}

function languageLoader(highlighter: HighlighterCore) {
  const pending = new Map<string, Promise<void>>();
  // Shiki's own list, so every alias of a loaded grammar (`sh` → `bash`, `zsh`…) resolves.
  let loaded = new Set(highlighter.getLoadedLanguages());

  async function loadOne(name: string): Promise<void> {
    const existing = pending.get(name);
    if (existing) return existing;
    const importer = bundledLanguages[name as keyof typeof bundledLanguages];
    const promise = highlighter.loadLanguage(importer).then(() => {
      loaded = new Set(highlighter.getLoadedLanguages());
    });
    pending.set(name, promise);
    // A failed import may be transient (e.g. EMFILE); let a later load() retry it.
    promise.catch(() => pending.delete(name));
    return promise;
  }

  return {
    async load(langs: Iterable<string>): Promise<void> {
      const wanted = new Set<string>();
      for (const lang of langs) {
        const name = lang.toLowerCase();
        if (!loaded.has(name) && Object.hasOwn(bundledLanguages, name)) wanted.add(name);
      }
      await Promise.all([...wanted].map(loadOne));
    },
    /** The shiki language to highlight `lang` with, falling back to plain text. */
    resolve(lang: string): string {
      const name = lang.toLowerCase();
      // `ansi` is built into shiki: terminal output with its escape codes turned into colours.
      return loaded.has(name) || name === 'ansi' ? name : PLAIN;
    },
  };
}

function highlight(
  highlighter: HighlighterCore,
  code: string,
  lang: string,
  info: FenceInfo,
  themes: CodeBlockOptions['themes'],
): Element {
  // Shiki stops tokenizing a line after 500 ms by default and leaves the rest plain: under CPU load (worker
  // threads competing) that cut falls at different places per run, and per theme. Colours must not depend on load.
  // The notation transformers look at every token: only blocks that hold a notation pay for them.
  const transformers = code.includes('!code') ? [compactHast(info), ...NOTATIONS] : [compactHast(info)];
  const options = { themes, defaultColor: 'light' as const, transformers, tokenizeTimeLimit: 0 };
  try {
    return preOf(highlighter.codeToHast(code, { ...options, lang }));
  } catch {
    // A grammar can still fail mid-tokenization; an unhighlighted block beats a failed page.
    return preOf(highlighter.codeToHast(code, { ...options, lang: PLAIN }));
  }
}

/**
 * VitePress's and Rspress's notation comments, which shiki's transformers
 * read and remove: `// [!code highlight]`, `// [!code ++]` and `// [!code --]`,
 * `// [!code focus]`, `// [!code error]` and `// [!code warning]`, each with
 * `:n` for the n lines from it. `[\!code ++]` shows the notation as written.
 */
const NOTATIONS: ShikiTransformer[] = [
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
  transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
  transformerRemoveNotationEscape(),
];

function preOf(root: { children: unknown[] }): Element {
  return root.children[0] as Element;
}

/**
 * Turns shiki's HTML-flavoured properties (`class` strings, `tabindex`) into
 * hast's own (`className` arrays, `tabIndex`), which hast and React tooling
 * expect, and drops the spans that carry nothing: plain-text tokens have no
 * style, and empty lines get an empty token.
 */
function compactHast({ highlight, added, removed, markers }: FenceInfo): ShikiTransformer {
  const within = (ranges: FenceInfo['highlight'], line: number) => ranges.some(([from, to]) => line >= from && line <= to);
  return {
    name: 'docsite:compact',
    // After the notation transformers (their classes come in the `code` hook, as HTML's `class`), and after they
    // took their comments out: text markers match the text shown.
    pre(node) {
      node.properties = normalizeProperties(node.properties);
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      for (const line of code?.children ?? []) {
        if (line.type !== 'element') continue;
        line.properties = normalizeProperties(line.properties);
        if (markers.length > 0) line.children = markLine(line.children, markers);
      }
    },
    line(node, line) {
      const className = ['line'];
      if (within(highlight, line)) className.push('highlighted');
      if (within(added, line)) className.push('diff', 'add');
      else if (within(removed, line)) className.push('diff', 'remove');
      node.properties = { className };
      node.children = node.children.flatMap(compactToken);
    },
  };
}

function normalizeProperties({ class: className, tabindex, ...rest }: Properties): Properties {
  const properties: Properties = { ...rest };
  // Shiki writes `class` as a string, and as an array once a transformer has added to it.
  const classes = typeof className === 'string' ? className.split(' ') : Array.isArray(className) ? className.map(String) : [];
  if (classes.length > 0) properties.className = [...new Set([...((rest.className as string[] | undefined) ?? []), ...classes])];
  if (tabindex !== undefined) properties.tabIndex = Number(tabindex);
  return properties;
}

function compactToken(node: ElementContent): ElementContent[] {
  if (node.type === 'text') return node.value ? [node] : [];
  if (node.type !== 'element') return [node];
  const children = node.children.flatMap(compactToken);
  if (children.length === 0) return [];
  if (Object.keys(node.properties).length === 0) return children;
  return [{ ...node, children }];
}

function codeElement(info: FenceInfo, pre: Element, options: CodeBlockOptions): Element {
  const properties: Properties = {};
  if (info.lang) properties.dataLang = info.lang;
  if (info.title) properties.dataTitle = info.title;
  if (info.wrap ?? options.defaultWrapCode) properties.dataWrap = true;
  const lineNumbers = info.lineNumbers ?? options.showLineNumbers;
  if (lineNumbers) properties.dataLineNumbers = typeof lineNumbers === 'number' && lineNumbers !== 1 ? String(lineNumbers) : true;
  const children: ElementContent[] = info.title ? [titleBar(info.title), pre] : [pre];
  return { type: 'element', tagName: 'docsite-code', properties, children };
}

function titleBar(title: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['docsite-code-title'] },
    children: [{ type: 'text', value: title }],
  };
}

// Shiki splits lines on \r\n too but joins them with \n, so normalizing first
// keeps `pre`'s text identical to the code we highlight.
function normalizeNewlines(code: string): string {
  return code.replace(/\r\n?/g, '\n');
}

// Braces and `:flags` may be glued to the language (`ts{1,3}`, `ts:line-numbers`, VitePress style).
const LANG = /^([^{:\s]*)(.*)$/s;
// `filename=` as Nextra and Fumadocs write it.
const TITLE = /(?:^|\s)(?:title|filename)=(?:"([^"]*)"|'([^']*)'|(\S+))/;
// VitePress's `[main.js]`: a tab's label in a code group (`codeGroupNode` takes it out there), the title elsewhere.
const NAMED = /(?:^|\s)\[([^\]]*)\]/;
const HIGHLIGHT = /\{([\d\s,-]*)\}/g;
const MARKED = /(?:^|\s)(ins|del|mark|add|rem)=\{([\d\s,-]*)\}/g;
const RANGE = /^(\d+)(?:-(\d+))?$/;
// Expressive Code's quoted and regex values, each maybe keyed: `"text"`, `ins='text'`, `del=/regex/`, `title="a.ts"`;
// a backslash escapes the closing delimiter. Read before the rest, so that nothing inside one is read as a flag.
const DELIMITED = /(?<=^|\s)(?:([^\s"'/=]+)\s*=\s*)?(?:"((?:[^\\]|\\.)*?)"|'((?:[^\\]|\\.)*?)'|\/((?:[^\\]|\\.)*?)\/)(?=\s|$)/g;

/** Reads the fence line as Rspress, VitePress, Docusaurus and Starlight (Expressive Code) users write it. */
function parseFence(lang: string | null | undefined, meta: string | null | undefined): FenceInfo {
  const [, written = '', glued = ''] = LANG.exec(lang ?? '') ?? [];
  let name = written;
  let rest = `${glued} ${meta ?? ''}`;
  let title: string | undefined;
  let diff = false;
  const markers: TextMarker[] = [];
  rest = rest.replace(DELIMITED, (_, key: string | undefined, double: string | undefined, single: string | undefined, slash: string | undefined) => {
    if (slash !== undefined) {
      const kind = markerKind(key);
      const pattern = kind && markerPattern(unescapeValue(slash, '/'));
      if (kind && pattern) markers.push({ kind, pattern });
      return ' ';
    }
    const value = unescapeValue(double ?? single ?? '', double !== undefined ? '"' : "'");
    if (key === 'title' || key === 'filename') title ??= value;
    // `diff lang="js"`: JavaScript with `+`/`-` lines; `lang=` means nothing on another block.
    else if (key === 'lang' && written.toLowerCase() === 'diff' && value !== '') {
      name = value;
      diff = true;
    } else {
      const kind = markerKind(key);
      if (kind) markers.push({ kind, text: value });
    }
    return ' ';
  });
  const unquoted = title === undefined ? TITLE.exec(rest) : null;
  if (unquoted) {
    title = unquoted[1] ?? unquoted[2] ?? unquoted[3];
    rest = rest.slice(0, unquoted.index) + ' ' + rest.slice(unquoted.index + unquoted[0].length);
  }
  const named = NAMED.exec(rest);
  if (named) rest = rest.slice(0, named.index) + ' ' + rest.slice(named.index + named[0].length);
  const highlight: FenceInfo['highlight'] = [];
  const added: FenceInfo['added'] = [];
  const removed: FenceInfo['removed'] = [];
  rest = rest.replace(MARKED, (_, key: string, ranges: string) => {
    const kind = markerKind(key);
    (kind === 'ins' ? added : kind === 'del' ? removed : highlight).push(...parseRanges(ranges));
    return ' ';
  });
  rest = rest.replace(HIGHLIGHT, (_, ranges: string) => {
    highlight.push(...parseRanges(ranges));
    return ' ';
  });
  const flags = rest.split(/\s+|(?=:)/).filter(Boolean);
  return {
    lang: name,
    title: title ?? (named?.[1]!.trim() || undefined),
    highlight,
    added,
    removed,
    markers,
    diff,
    lineNumbers: lineNumbersFlag(flags),
    wrap: lastFlag(flags, { wrapCode: true, 'wrapCode=true': true, 'wrapCode=false': false }),
  };
}

/** A delimited value as written between its delimiters, its escaped backslashes and delimiters unescaped. */
function unescapeValue(value: string, delimiter: string): string {
  return value.replace(delimiter === '/' ? /\\([\\/])/g : delimiter === '"' ? /\\([\\"])/g : /\\([\\'])/g, '$1');
}

function parseRanges(ranges: string): Array<[number, number]> {
  return ranges.split(',').flatMap((part): Array<[number, number]> => {
    const match = RANGE.exec(part.replace(/\s+/g, ''));
    if (!match) return [];
    const from = Number(match[1]);
    return [[from, match[2] === undefined ? from : Number(match[2])]];
  });
}

const LINE_NUMBERS: Record<string, boolean> = { showLineNumbers: true, 'showLineNumbers=true': true, 'showLineNumbers=false': false, ':line-numbers': true, ':no-line-numbers': false };
const LINE_START = /^(?:showLineNumbers|:line-numbers)=(\d+)$/;

/** The last line-numbers flag: on, off, or on from a given first line. */
function lineNumbersFlag(flags: string[]): boolean | number | undefined {
  let value: boolean | number | undefined;
  for (const flag of flags) {
    const start = LINE_START.exec(flag);
    if (start) value = Number(start[1]);
    else if (Object.hasOwn(LINE_NUMBERS, flag)) value = LINE_NUMBERS[flag];
  }
  return value;
}

function lastFlag(flags: string[], values: Record<string, boolean>): boolean | undefined {
  let value: boolean | undefined;
  for (const flag of flags) if (Object.hasOwn(values, flag)) value = values[flag];
  return value;
}

/**
 * The languages of the code blocks in a parsed page, as their fences name them (`ts{1,3}` is `ts`): a grammar
 * must be loaded before the synchronous render. Read from the tree, not the source, so blocks that are no fence
 * in the source count too: Docusaurus's `<CodeBlock language>`, Starlight's `<Code lang>`, included snippets and
 * what the plugins' remark plugins add. (A source scan missed them, and a block then came out highlighted or not
 * by which pages its parsing thread had met before.)
 */
export function codeLanguages(tree: Root): Set<string> {
  const langs = new Set<string>();
  const stack: Array<Root | RootContent> = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'code') {
      if (node.lang) langs.add(parseFence(node.lang, node.meta).lang.toLowerCase());
    } else if ('children' in node) stack.push(...(node.children as RootContent[]));
  }
  return langs;
}
