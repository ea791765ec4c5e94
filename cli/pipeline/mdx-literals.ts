import type { Expression, Node, Program } from 'estree';
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';

/**
 * The expression node a literal prop is stored as in page bodies: the
 * renderer's evaluater returns `value` as is. Props stay data, so a page of
 * components with literal props needs no JavaScript of its own.
 */
export const LITERAL_NODE = 'DocsiteLiteral';

const NOT_LITERAL = Symbol('not literal');

/**
 * The value of an estree expression made only of literals (strings, numbers,
 * booleans, null, arrays, objects, template strings without `${}`), or
 * `NOT_LITERAL` for anything that needs running.
 */
function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? NOT_LITERAL : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked).join('') : NOT_LITERAL;
    case 'UnaryExpression': {
      const value = literalValue(node.argument);
      if (value === NOT_LITERAL) return NOT_LITERAL;
      if (node.operator === '-' && typeof value === 'number') return -value;
      if (node.operator === '!') return !value;
      return NOT_LITERAL;
    }
    case 'Identifier':
      return node.name === 'undefined' ? undefined : NOT_LITERAL;
    case 'ArrayExpression': {
      const items = node.elements.map((element) => (element && element.type !== 'SpreadElement' ? literalValue(element) : NOT_LITERAL));
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = [];
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_LITERAL;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const value = literalValue(property.value);
        if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return NOT_LITERAL;
  }
}

/** The expression of a one-expression program, as remark-mdx attaches it. */
export function expressionOf(program: Program | undefined): Expression | undefined {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The value of a one-expression program made only of literals (`{\`code\`}`), or undefined when it needs running. */
export function literalOf(program: Program | undefined): { value: unknown } | undefined {
  const expression = expressionOf(program);
  const value = expression ? literalValue(expression) : NOT_LITERAL;
  return value === NOT_LITERAL ? undefined : { value };
}

/** True when an expression block holds only comments (`{/* note *\/}`): it renders nothing. */
export function isCommentOnly(program: Program | undefined): boolean {
  return !!program && program.body.length === 0;
}

/** Whether a JSX attribute can be kept as data: a string, a boolean, or a literal expression. */
export function attributeIsLiteral(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): boolean {
  if (attribute.type === 'mdxJsxExpressionAttribute') return false;
  const { value } = attribute;
  if (value === null || value === undefined || typeof value === 'string') return true;
  const expression = expressionOf(value.data?.estree ?? undefined);
  return !!expression && literalValue(expression) !== NOT_LITERAL;
}

/**
 * Rewrite a literal JSX attribute so it survives JSON: strings and booleans
 * stay as they are; literal expressions become a `DocsiteLiteral` node.
 * Attributes that need JavaScript never reach here (see `attributeIsLiteral`).
 */
export function freezeAttribute(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): void {
  if (attribute.type === 'mdxJsxExpressionAttribute') return;
  const { value } = attribute;
  if (value === null || value === undefined || typeof value === 'string') return;
  const expression = expressionOf(value.data?.estree ?? undefined);
  const literal = expression ? literalValue(expression) : NOT_LITERAL;
  if (literal === NOT_LITERAL) return;
  value.data = { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: LITERAL_NODE, value: literal } as never }] } };
}

/** Every program of the page's code, in document order: its ESM, its `{expressions}` and its computed props. */
export function pagePrograms(parent: { children: RootContent[] }, programs: Program[] = []): Program[] {
  for (const node of parent.children) {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (node.data?.estree) programs.push(node.data.estree);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        const program = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined;
        if (program) programs.push(program);
      }
    }
    if ('children' in node) pagePrograms(node as { children: RootContent[] }, programs);
  }
  return programs;
}

/** Calls `visit` on every JSX element of the page, parents before children. */
export function visitJsx(parent: { children: RootContent[] }, visit: (node: MdxJsxFlowElement | MdxJsxTextElement) => void): void {
  for (const node of parent.children) {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') visit(node);
    if ('children' in node) visitJsx(node as { children: RootContent[] }, visit);
  }
}
