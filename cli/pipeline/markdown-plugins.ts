import { pathToFileURL } from 'node:url';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { unified, type Plugin } from 'unified';
import type { VFile } from 'vfile';
import type { Json } from '../../schemas/plugin.js';
import { PluginError } from '../plugins/driver.js';
import type { ParseSyntax } from './processor.js';

/** One plugin's remark or rehype module, as a worker receives it: a file to import and JSON options. */
export interface MarkdownModule {
  file: string;
  options: Json | undefined;
  /** The docsite plugin that brought it: named in its failures. */
  plugin: string;
}

export interface MarkdownModules {
  remark: MarkdownModule[];
  rehype: MarkdownModule[];
}

export const NO_MARKDOWN_MODULES: MarkdownModules = { remark: [], rehype: [] };

/** The plugins' transforms, each run on its own so that a failure names its plugin; and what their remark plugins add to the parser. */
export interface MarkdownTransforms {
  remark(tree: Root, file: VFile): void;
  rehype(tree: HastRoot, file: VFile): void;
  syntax: ParseSyntax | undefined;
}

const loaded = new Map<string, Promise<MarkdownTransforms>>();

/** Import the modules once per thread; every page of the run is transformed by the same plugins. */
export function markdownTransforms(modules: MarkdownModules): Promise<MarkdownTransforms> {
  const key = JSON.stringify(modules);
  let transforms = loaded.get(key);
  if (!transforms) loaded.set(key, (transforms = load(modules)));
  return transforms;
}

async function load(modules: MarkdownModules): Promise<MarkdownTransforms> {
  const [remark, rehype] = await Promise.all([runners(modules.remark, 'markdown.remarkPlugins'), runners(modules.rehype, 'markdown.rehypePlugins')]);
  const syntax: ParseSyntax = { micromarkExtensions: remark.flatMap((run) => run.syntax.micromarkExtensions), fromMarkdownExtensions: remark.flatMap((run) => run.syntax.fromMarkdownExtensions) };
  return {
    remark: (tree, file) => remark.forEach((run) => run(tree, file)),
    rehype: (tree, file) => rehype.forEach((run) => run(tree, file)),
    syntax: syntax.micromarkExtensions.length + syntax.fromMarkdownExtensions.length > 0 ? syntax : undefined,
  };
}

type Runner = ((tree: Root | HastRoot, file: VFile) => void) & { syntax: ParseSyntax };

async function runners(modules: MarkdownModule[], hook: string): Promise<Runner[]> {
  return Promise.all(
    modules.map(async ({ file, options, plugin }): Promise<Runner> => {
      let attacher: Plugin<[unknown?]>;
      try {
        const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
        if (typeof module.default !== 'function') throw new Error(`${file} has no default export that is a unified plugin (a function)`);
        attacher = module.default as Plugin<[unknown?]>;
      } catch (error) {
        throw new PluginError(plugin, hook, error);
      }
      // Frozen once: unified re-resolves plugins on every freeze.
      const processor = unified().use(attacher, options).freeze();
      const data = processor.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
      const run = (tree: Root | HastRoot, file: VFile) => {
        try {
          processor.runSync(tree as never, file);
        } catch (error) {
          throw new PluginError(plugin, hook, error);
        }
      };
      return Object.assign(run, { syntax: { micromarkExtensions: data.micromarkExtensions ?? [], fromMarkdownExtensions: data.fromMarkdownExtensions ?? [] } });
    }),
  );
}
