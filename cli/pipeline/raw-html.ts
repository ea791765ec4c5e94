import type { Element, ElementContent, Properties, Root as HastRoot, RootContent as HastContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { Data, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { htmlVoidElements } from 'html-void-elements';
import type { Position } from 'unist';
import { VFile } from 'vfile';
import { warn } from '../report/problem.js';

/**
 * An element written as HTML in an `.md` page, parsed: `mdast-util-to-hast`
 * makes it the element `data.hName` with `data.hProperties`, and what reads
 * links, ids and files beside the page reads those as it reads JSX props.
 */
export interface HtmlElement extends Parent {
  type: 'htmlElement';
  /** The tag name, as an MDX JSX element has it. */
  name: string;
  data: Data & { hName: string; hProperties: Properties };
  children: RootContent[];
}

declare module 'mdast' {
  interface RootContentMap {
    htmlElement: HtmlElement;
  }
  interface PhrasingContentMap {
    htmlElement: HtmlElement;
  }
}

/** A Markdown node held in place while the HTML around it is parsed. */
const HELD = 'docsiteMarkdown';

interface Held {
  type: typeof HELD;
  node: RootContent;
  position?: Position;
}

declare module 'hast' {
  interface RootContentMap {
    docsiteMarkdown: Held;
  }
  interface ElementContentMap {
    docsiteMarkdown: Held;
  }
}

/**
 * Raw HTML in an `.md` page, as VitePress, Docusaurus and GitHub render it:
 * `<details>`, `<a id>`, `<img width>`, `<br>`, `<kbd>`. Each parent's HTML
 * is parsed with the Markdown between its tags held in place, by the HTML
 * parser browsers use (`hast-util-raw`, parse5), so an element opened in one
 * block and closed in another (`<details>`, a blank line, Markdown,
 * `</details>`) holds what is between, and the tree is the one a browser
 * builds: what React renders hydrates. Comments are dropped. Event handler
 * attributes are dropped too: React takes functions there, and a page's own
 * script runs only in an `.mdx` page's code; so are `<script>` elements, with
 * a warning on `page` (VitePress's `<script setup>` is Vue's, which a browser
 * would run as a script of its own on the first load and fail). True when the
 * page had HTML.
 */
export function parseRawHtml(tree: Root, source: string, page: VFile): boolean {
  if (!hasHtml(tree)) return false;
  const file = new VFile(source);
  const toMarkdown = markdownOf(source, (element, vue) => {
    const { component, attributes } = vue;
    warn(page, component ? `\`<${component}>\` is a Vue component, which does not run in docsite: it is left out, its content kept` : `Vue's \`${attributes.join('`, `')}\` on \`<${element.tagName}>\` does not run in docsite: left out`, {
      place: element.position,
      ruleId: 'vue-component',
      fix: component
        ? `Rename the page to \`.mdx\` and import a React component named ${component} (or register one in the config's \`components\`), or delete the element.`
        : 'Write what it renders as Markdown or HTML, or rename the page to `.mdx` and render it with a React component.',
    });
  }, (script) => {
    const vue = 'setup' in script.properties;
    warn(page, vue ? "Vue's `<script setup>` does not run in docsite: the block is left out" : 'A `<script>` in a Markdown page does not run: the element is left out', {
      place: script.position,
      ruleId: 'markdown-script',
      fix: vue
        ? 'Move what the script does into a React component, import it in an `.mdx` page, or delete the block.'
        : 'Rename the page to `.mdx` and import a React component that runs the script, or add the script to every page with a plugin\'s `head` hook.',
    });
  });
  const visit = (parent: { children: RootContent[] }) => {
    for (const child of parent.children) if ('children' in child) visit(child);
    if (!parent.children.some((child) => child.type === 'html')) return;
    const held: HastRoot = {
      type: 'root',
      children: parent.children.map((child): HastContent => (child.type === 'html' ? { type: 'raw', value: selfClosed(child.value), ...(child.position && { position: child.position }) } : { type: HELD, node: child })),
    };
    parent.children = (raw(held, { passThrough: [HELD], file }) as HastRoot).children.flatMap(toMarkdown);
  };
  visit(tree);
  return true;
}

function hasHtml(node: { type: string; children?: unknown[] }): boolean {
  return node.type === 'html' || (node.children ?? []).some((child) => hasHtml(child as { type: string }));
}

const PHRASING_ONLY = /^(p|h[1-6])$/;

/** `<Badge text="new" />`, a self-closing tag: HTML ignores its `/` and would open an element that holds all that follows. */
const SELF_CLOSING = /<([A-Za-z][\w-]*)((?:\s+(?:[^<>"']|"[^"]*"|'[^']*')*?)?)\s*\/>/g;

/**
 * Self-closing tags of elements that are not void written as an opening and a
 * closing tag, as VitePress's Vue templates read them; the length changes only
 * after the tag, on its line.
 */
function selfClosed(html: string): string {
  return html.includes('/>') ? html.replace(SELF_CLOSING, (tag, name: string, attributes: string) => (htmlVoidElements.includes(name.toLowerCase()) ? tag : `<${name}${attributes}></${name}>`)) : html;
}

/** Components VitePress registers for every page, as written in its `.md` pages: docsite's built-ins of the same name. */
const COMPONENTS = new Map([['badge', 'Badge']]);

/** A tag written with a capital (`<VPTeamMembers :members />`, `<ModalDemo />`): a component of VitePress's Vue, as HTML has no such element. */
const COMPONENT_TAG = /^<[A-Z]/;
/** Vue's bindings (`:members`, `@click`, `v-for`): props of a component, or directives, that only Vue reads. */
const VUE_ATTRIBUTE = /^(?::|@|v-)/;

/**
 * Parsed HTML back into the Markdown tree; `onScript` hears of each `<script>`, left out, and `onVue` of each Vue
 * component (read from `source`, as the parser lowercases tag names), left out with its content kept, and of Vue's
 * bindings and directives on an element, left out.
 */
function markdownOf(source: string, onVue: (element: Element, vue: { component?: string; attributes: string[] }) => void, onScript: (script: Element) => void) {
  const toMarkdown = (node: HastContent | ElementContent): RootContent[] => {
    switch (node.type) {
      case HELD:
        return [node.node];
      case 'text':
        return [{ type: 'text', value: node.value, ...located(node.position) }];
      case 'element': {
        if (node.tagName === 'script') {
          onScript(node);
          return [];
        }
        const properties = Object.fromEntries(Object.entries(node.properties).filter(([name]) => !/^on[A-Z]/.test(name)));
        // A `<template>`'s content is a fragment of its own: it is not shown, and nor is it here.
        const children = node.tagName === 'template' ? [] : node.children.flatMap(toMarkdown);
        // `<p align="center">`, a blank line, an image, `</p>`: the image's paragraph inside the `<p>` would be a `<p>` in a `<p>`.
        const content = PHRASING_ONLY.test(node.tagName) ? children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) : children;
        const component = COMPONENTS.get(node.tagName);
        const start = node.position?.start.offset;
        const written = start === undefined ? '' : source.slice(start, start + node.tagName.length + 1);
        if (!component && COMPONENT_TAG.test(written)) {
          onVue(node, { component: written.slice(1), attributes: [] });
          return content;
        }
        const vueAttributes = Object.keys(properties).filter((name) => VUE_ATTRIBUTE.test(name));
        if (vueAttributes.length > 0) {
          onVue(node, { attributes: vueAttributes });
          for (const name of vueAttributes) delete properties[name];
        }
        if (component) {
          const attributes = Object.entries(properties).map(([name, value]) => ({ type: 'mdxJsxAttribute' as const, name, value: Array.isArray(value) ? value.join(' ') : String(value) }));
          return [{ type: 'mdxJsxTextElement', name: component, attributes, children: content as PhrasingContent[], ...located(node.position) }];
        }
        return [{ type: 'htmlElement', name: node.tagName, data: { hName: node.tagName, hProperties: properties }, children: content, ...located(node.position) }];
      }
      default:
        return [];
    }
  };
  return toMarkdown;
}

function located(position: Position | undefined): { position?: Position } {
  return position ? { position } : {};
}
