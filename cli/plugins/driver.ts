import type { DocsitePlugin, PluginHook } from '../../schemas/plugin.js';

/** A hook that threw: the message names the plugin and the hook, the cause keeps the rest. */
export class PluginError extends Error {
  constructor(
    readonly plugin: string,
    readonly hook: string,
    override readonly cause: unknown,
  ) {
    super(`[${plugin}] hook ${hook} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** How long a hook runs before the build says which plugin it is waiting for. */
export const SLOW_HOOK_MS = 3000;

type HookArgs<K extends PluginHook> = Parameters<NonNullable<DocsitePlugin[K]>>;
type HookResult<K extends PluginHook> = Awaited<ReturnType<NonNullable<DocsitePlugin[K]>>>;

/**
 * The site's plugins in their final order, and the one way their hooks are
 * called: each call is timed (a slow one is announced by name) and a throw
 * becomes a `PluginError` naming the plugin and the hook.
 */
export class PluginDriver {
  /** Milliseconds spent in each plugin's hooks this run, by plugin name (for `--json` and the benchmark). */
  readonly timings = new Map<string, number>();

  constructor(
    readonly plugins: readonly DocsitePlugin[],
    private readonly notice: (text: string) => void = (text) => process.stderr.write(`${text}\n`),
  ) {}

  /** Plugins that have `hook`. */
  with<K extends keyof DocsitePlugin>(hook: K): DocsitePlugin[] {
    return this.plugins.filter((plugin) => plugin[hook] !== undefined);
  }

  has(hook: keyof DocsitePlugin): boolean {
    return this.plugins.some((plugin) => plugin[hook] !== undefined);
  }

  /** Call `plugin`'s `hook`, wrapped. */
  async call<K extends PluginHook>(plugin: DocsitePlugin, hook: K, ...args: HookArgs<K>): Promise<HookResult<K>> {
    const started = performance.now();
    try {
      return await guard(plugin.name, hook, () => (plugin[hook] as (...a: HookArgs<K>) => HookResult<K>).apply(plugin, args), this.notice);
    } finally {
      this.timings.set(plugin.name, (this.timings.get(plugin.name) ?? 0) + performance.now() - started);
    }
  }

  /** Every plugin's `hook`, one after another in plugin order; the results in that order. */
  async serial<K extends PluginHook>(hook: K, ...args: HookArgs<K>): Promise<{ plugin: DocsitePlugin; result: HookResult<K> }[]> {
    const results: { plugin: DocsitePlugin; result: HookResult<K> }[] = [];
    for (const plugin of this.with(hook)) results.push({ plugin, result: await this.call(plugin, hook, ...args) });
    return results;
  }

  /** Every plugin's `hook` at once: for hooks whose plugins do not see each other's work. */
  async parallel<K extends PluginHook>(hook: K, ...args: HookArgs<K>): Promise<void> {
    await Promise.all(this.with(hook).map((plugin) => this.call(plugin, hook, ...args)));
  }
}

/** Run `work` as `plugin`'s `hook`: announced when slow, its throw wrapped. */
export async function guard<T>(plugin: string, hook: string, work: () => T | Promise<T>, notice: (text: string) => void = (text) => process.stderr.write(`${text}\n`)): Promise<T> {
  const timer = setTimeout(() => notice(`waiting for plugin "${plugin}" (hook ${hook})…`), SLOW_HOOK_MS);
  timer.unref();
  try {
    return await work();
  } catch (error) {
    throw error instanceof PluginError ? error : new PluginError(plugin, hook, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Built-in plugins first, then `enforce: 'pre'`, the config's order, `enforce: 'post'`. A config plugin named like a built-in replaces it. */
export function orderPlugins(builtIns: readonly DocsitePlugin[], configured: readonly DocsitePlugin[]): DocsitePlugin[] {
  const names = new Set(configured.map((p) => p.name));
  const stage = (enforce: DocsitePlugin['enforce']) => configured.filter((p) => p.enforce === enforce);
  return [...builtIns.filter((p) => !names.has(p.name)), ...stage('pre'), ...stage(undefined), ...stage('post')];
}
