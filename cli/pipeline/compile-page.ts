import type { CallExpression, Expression, Node, Program } from 'estree';
import type { Root as HastRoot } from 'hast';
import { visit } from 'estree-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { SVG_COMPONENT } from '../build/loaders.js';
import { remarkSplitAtBlockHtml } from './block-html.js';
import { declaredInPage } from './page-code.js';
import { addPageGlobals, type PageGlobals } from './page-toc.js';
import type { RenderCode } from './page-body.js';

declare module 'vfile' {
  interface DataMap {
    /** Set when a compiled page calls the component check. */
    docsiteCheck: boolean;
    /** The page's path in the site folder: what the component check names (never an absolute path, which would ship to readers). */
    docsiteSitePath: string;
  }
}

type Processor = Awaited<ReturnType<typeof createCompiler>>;
const compilers = new Map<RenderCode, Promise<Processor>>();
type RehypeRun = (tree: HastRoot, file: VFile) => void;

/** The function pages call to check a value before rendering it as a component. */
const CHECK = '_docsiteComponent';

async function createCompiler(renderCode: RenderCode, rehype: RehypeRun) {
  const { createProcessor } = await import('@mdx-js/mdx');
  return createProcessor({
    outputFormat: 'program',
    jsxImportSource: 'react',
    development: false,
    // After MDX's own unwrapping of paragraphs that hold only JSX, as data pages are rendered (`page-body.ts`).
    remarkPlugins: [remarkSplitAtBlockHtml],
    remarkRehypeOptions: { handlers: { code: (_state: unknown, node: Code) => renderCode(node) } as never },
    // The plugins' rehype plugins, as data pages get them (`render-body.ts`).
    rehypePlugins: [() => rehype],
    recmaPlugins: [recmaSvgComponents, recmaCheckComponents],
  });
}

/**
 * Compile a page that needs JavaScript (MDX 3 semantics) to an ES module
 * whose default export renders it, from the tree the index already
 * transformed: one parse, and the toc, search records and DOM ids all come
 * from the same heading ids. Components the page does not import come from
 * the `components` prop (the theme's and the site's registry). `sitePath`
 * names the page in the errors the compiled code throws; `globals` are what
 * Docusaurus gives every page to read.
 */
export async function compilePage(tree: Root, renderCode: RenderCode, file: VFile, sitePath: string, globals: PageGlobals, rehype: RehypeRun = () => {}): Promise<string> {
  file.data.docsiteSitePath = sitePath;
  // One compiler per code renderer: a worker's plugins are the same for its life.
  let compiler = compilers.get(renderCode);
  if (!compiler) compilers.set(renderCode, (compiler = createCompiler(renderCode, rehype)));
  const processor = await compiler;
  addPageGlobals(tree, declaredInPage(tree), globals);
  const program = await processor.run(tree as never, file);
  const code = String(processor.stringify(program as never, file));
  // A function declaration is hoisted: appended as text, it needs no syntax tree of its own.
  return file.data.docsiteCheck ? code + CHECK_SOURCE : code;
}

/**
 * An SVG the page imports and draws as a component (`import Logo from './logo.svg'`, `<Logo />`), as Docusaurus pages
 * do (webpack's SVGR), is imported as its component (`svg-components.ts`); one used otherwise stays its URL.
 */
function recmaSvgComponents() {
  return (program: Program) => {
    const drawn = new Set<string>();
    visit(program, (visited) => {
      const node = visited as Node;
      if (isJsxCall(node) && node.arguments[0]?.type === 'Identifier') drawn.add(node.arguments[0].name);
    });
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !statement.source.value.endsWith('.svg')) continue;
      const local = statement.specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local.name;
      if (local && drawn.has(local)) {
        statement.source.value += SVG_COMPONENT;
        delete statement.source.raw;
      }
    }
  };
}

/**
 * Wrap each component the page names from its own scope (`<Chart />` for an
 * imported `Chart`) in a check, so a value that is not a component fails
 * with the page's file, line and column rather than React's anonymous
 * "Element type is invalid".
 */
function recmaCheckComponents() {
  return (program: Program, file: VFile) => {
    let used = false;
    const at = (node: Node) => `${file.data.docsiteSitePath}:${node.loc ? `${node.loc.start.line}:${node.loc.start.column + 1}` : '1:1'}`;
    visit(program, (visited) => {
      const node = visited as Node;
      if (!isJsxCall(node)) return;
      const [type] = node.arguments;
      if (type?.type !== 'Identifier' || !/^[A-Z$]/.test(type.name) || type.name === 'MDXLayout') return;
      used = true;
      node.arguments[0] = call(CHECK, [type, literal(type.name), literal(at(node))]);
    });
    if (used) file.data.docsiteCheck = true;
  };
}

function isJsxCall(node: Node): node is CallExpression {
  return node.type === 'CallExpression' && node.callee.type === 'Identifier' && /^_jsxs?$/.test(node.callee.name);
}

const literal = (value: string): Expression => ({ type: 'Literal', value });
const call = (name: string, args: Expression[]): Expression => ({ type: 'CallExpression', callee: { type: 'Identifier', name }, arguments: args, optional: false });

/** Functions, classes, tags and React's special objects (memo, forwardRef, lazy, context) are components. */
const CHECK_SOURCE = `
function ${CHECK}(value, name, at) {
  if (typeof value === 'function' || typeof value === 'string' || (value !== null && typeof value === 'object' && '$$typeof' in value)) return value;
  throw new Error(at + ': <' + name + '> is not a component (it is ' + (value === null ? 'null' : typeof value) + '). Import a React component under that name, or rename the value.');
}
`;
