import type { UserConfig } from './site-config.js';

/** Typed identity for `docsite.config.ts`: `export default defineConfig({ ... })`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
