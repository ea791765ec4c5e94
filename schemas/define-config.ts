import type { UserConfig } from './site-config.js';

export { definePlugin } from './plugin.js';

/** Typed identity for `docsite.config.ts`: `export default defineConfig({ ... })`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
