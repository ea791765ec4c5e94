import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { BodyNode } from '../../schemas/page-body.js';
import { toBodyTree } from '../pipeline/body-tree.js';
import { SVG_COMPONENT } from './loaders.js';

/**
 * An SVG file as a React component, as webpack's SVGR gives it to Docusaurus:
 * `import Logo from './logo.svg'` that a page renders as `<Logo />`, and
 * `require('./logo.svg').default`. The component draws the file's `<svg>`,
 * its props over the file's own attributes (`className`, `width`, `role`).
 * An import used otherwise stays the file's URL, as Vite-based tools give it.
 * The file stays a module of the file namespace, so a change to it is a
 * change to the bundle's inputs.
 */
export const svgComponentsPlugin: Plugin = {
  name: 'docsite-svg-components',
  setup(build) {
    build.onResolve({ filter: /\.svg\?component$/ }, async (args) => {
      const resolved = await build.resolve(args.path.slice(0, -SVG_COMPONENT.length), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, suffix: SVG_COMPONENT };
    });
    build.onLoad({ filter: /\.svg$/, namespace: 'file' }, (args) => {
      if (args.suffix !== SVG_COMPONENT) return undefined;
      const svg = svgElement(fromHtml(readFileSync(args.path, 'utf8'), { fragment: true }));
      if (!svg) return { errors: [{ text: `${args.path} has no <svg> element to draw as a component` }] };
      const drawing = toBodyTree({ type: 'root', children: [svg] }, false).c?.find((node) => typeof node !== 'string' && node.t === 'svg');
      const { p: own, c: children = [] } = typeof drawing === 'object' ? drawing : {};
      const lines = [
        "import { createElement as h } from 'react';",
        `const attributes = ${JSON.stringify(own ?? {})};`,
        `const children = [${children.map(code).join(', ')}];`,
        'export default function SvgComponent(props) {',
        "  return h('svg', { ...attributes, ...props }, ...children);",
        '}',
      ];
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

function svgElement(root: Root): Element | undefined {
  return root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
}

/** A React element of the drawing, as code. */
function code(node: BodyNode): string {
  if (typeof node === 'string') return JSON.stringify(node);
  const children = (node.c ?? []).map((child) => `, ${code(child)}`).join('');
  return `h(${JSON.stringify(node.t)}, ${JSON.stringify(node.p ?? null)}${children})`;
}
