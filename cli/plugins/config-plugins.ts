import type { VFile } from 'vfile';
import type { DocsitePlugin, UserConfig } from '../../schemas/index.js';
import { locateKey, type Point } from '../report/locate-key.js';
import { fail } from '../report/problem.js';
import { guard, PluginError } from './driver.js';

/** The config's plugins as written, with where each is written (for messages), after their `config` hooks ran. */
export interface ConfiguredPlugins {
  plugins: DocsitePlugin[];
  /** The config with every plugin's changes merged in, `plugins` left out. */
  config: Record<string, unknown>;
  /** The key paths each plugin changed, by plugin name: a schema problem under one is that plugin's. */
  changed: Map<string, PropertyKey[][]>;
  /** Where each plugin of the config is written, by name. */
  places: Map<string, Point>;
}

interface ConfigSource {
  file: VFile;
  source: string;
  /** The config file is JSON: it cannot hold plugins (functions). */
  json: boolean;
}

/**
 * Check the config's `plugins` (objects with a unique `name`), then run their
 * `config` hooks in plugin order, merging what each returns. Undefined when a
 * problem was reported.
 */
export async function configurePlugins(raw: Record<string, unknown>, at: ConfigSource, isProd: boolean, notice?: (text: string) => void): Promise<ConfiguredPlugins | undefined> {
  const { plugins: written, ...rest } = raw;
  const places = new Map<string, Point>();
  const place = (index: number) => locateKey(at.source, ['plugins', index]) ?? locateKey(at.source, ['plugins']) ?? { line: 1, column: 1 };
  if (written === undefined) return { plugins: [], config: rest, changed: new Map(), places };
  if (at.json || !Array.isArray(written)) {
    fail(at.file, at.json ? 'Invalid config: plugins cannot be written in a JSON config: a plugin is JavaScript' : `Invalid config: plugins: expected an array of plugins`, {
      place: locateKey(at.source, ['plugins']) ?? { line: 1, column: 1 },
      ruleId: 'config-plugins',
      fix: at.json ? 'Rename docsite.config.json to docsite.config.ts (`export default { … }`) and import the plugins there.' : 'Write `plugins: [pluginSitemap({ … })]`: each entry is a plugin object, as a plugin\'s factory function returns it.',
    });
    return undefined;
  }
  const plugins: DocsitePlugin[] = [];
  let ok = true;
  written.flat().forEach((plugin: unknown, index) => {
    if (plugin === false || plugin === null || plugin === undefined) return;
    const name = (plugin as { name?: unknown } | null)?.name;
    if (typeof plugin !== 'object' || typeof name !== 'string' || name === '') {
      ok = false;
      fail(at.file, `Invalid config: plugins[${index}]: expected a plugin object with a \`name\`, received ${typeof plugin === 'function' ? 'a function' : JSON.stringify(plugin)}`, {
        place: place(index),
        ruleId: 'config-plugins',
        fix: typeof plugin === 'function' ? 'Call the plugin\'s factory: `pluginX()`, not `pluginX`.' : 'Give the plugin a unique `name` (see Plugin API).',
      });
      return;
    }
    if (places.has(name)) {
      ok = false;
      const first = places.get(name)!;
      fail(at.file, `Invalid config: plugins[${index}]: the plugin "${name}" is already in the config (at ${first.line}:${first.column})`, {
        place: place(index),
        ruleId: 'config-plugins',
        fix: 'Keep one of them: a plugin name is unique. To use a plugin twice, give the second one another `name`.',
      });
      return;
    }
    places.set(name, place(index));
    plugins.push(plugin as DocsitePlugin);
  });
  if (!ok) return undefined;

  // `config` hooks run in the order the other hooks will: `pre`, as written, `post`. A plugin added by one runs after it.
  const queue = [...plugins.filter((p) => p.enforce === 'pre'), ...plugins.filter((p) => !p.enforce), ...plugins.filter((p) => p.enforce === 'post')];
  const changed = new Map<string, PropertyKey[][]>();
  let config: Record<string, unknown> = rest;
  for (let i = 0; i < queue.length; i++) {
    const plugin = queue[i]!;
    if (!plugin.config) continue;
    const utils = {
      isProd,
      addPlugin: (added: DocsitePlugin) => {
        queue.splice(i + 1, 0, added);
        places.set(added.name, places.get(plugin.name)!);
      },
      removePlugin: (name: string) => {
        const found = queue.findIndex((p) => p.name === name);
        if (found > i) queue.splice(found, 1);
      },
    };
    try {
      const result = await guard(plugin.name, 'config', () => plugin.config!({ ...config } as UserConfig, utils), notice);
      if (result && typeof result === 'object') {
        const paths: PropertyKey[][] = [];
        const { plugins: _ignored, ...changes } = result as Record<string, unknown>;
        config = merge(config, changes, [], paths);
        changed.set(plugin.name, paths);
      }
    } catch (error) {
      reportPluginError(error as PluginError, at.file, places.get(plugin.name));
      return undefined;
    }
  }
  return { plugins: queue, config, changed, places };
}

/** Objects merge key by key; anything else (arrays too) replaces. Records each path it set. */
function merge(target: Record<string, unknown>, changes: Record<string, unknown>, at: PropertyKey[], paths: PropertyKey[][]): Record<string, unknown> {
  const out = { ...target };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const here = [...at, key];
    const current = out[key];
    if (isPlain(value) && isPlain(current)) out[key] = merge(current, value, here, paths);
    else {
      // A plugin returning the whole config (Rspress's style) sets every key to what it was: that is no change of its.
      if (JSON.stringify(current) !== JSON.stringify(value)) paths.push(here);
      out[key] = value;
    }
  }
  return out;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** The plugin whose changes hold `path`. */
export function pluginChanging(changed: Map<string, PropertyKey[][]>, path: readonly PropertyKey[]): string | undefined {
  let owner: string | undefined;
  for (const [name, paths] of changed) {
    if (paths.some((p) => p.every((key, i) => path[i] === key) || path.every((key, i) => p[i] === key))) owner = name;
  }
  return owner;
}

/** A plugin's hook failed: reported at the plugin in the config, with the cause's stack for the plugin's author. */
export function reportPluginError(error: unknown, file: VFile, place: Point | undefined): void {
  if (!(error instanceof PluginError)) throw error;
  const frames = error.cause instanceof Error && error.cause.stack ? error.cause.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 3) : [];
  const cause = frames.length > 0 ? `\n${frames.join('\n')}` : '';
  fail(file, `${error.message}${cause}`, {
    place: place ?? { line: 1, column: 1 },
    ruleId: 'plugin',
    fix: `The plugin "${error.plugin}" threw in its \`${error.hook}\` hook: check its options here, or report the error to its author.`,
  });
}
