import { z } from 'zod';

/** Options of `pluginMermaid`: how the site's ```` ```mermaid ```` code blocks are drawn. */
export const optionsSchema = z.strictObject({
  /**
   * Mermaid's configuration (JSON), passed to `mermaid.initialize` over
   * docsite's own `{ startOnLoad: false, theme }` (`default` in the light
   * scheme, `dark` in the dark one): `{ theme: 'forest' }`, `{ flowchart: { curve: 'basis' } }`.
   * Default: none.
   */
  mermaidConfig: z.record(z.string(), z.json()).default({}),
});

export type MermaidOptions = z.input<typeof optionsSchema>;
