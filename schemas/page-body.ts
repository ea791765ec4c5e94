/**
 * A page body as the build hands it to the renderer: React elements as
 * data, so the browser only walks the tree with `createElement` and ships
 * no HTML-to-React conversion. Zod-free: the renderer's first load reads it.
 */

/** Text, or an element. */
export type BodyNode = string | BodyElement;

export interface BodyElement {
  /**
   * What to create: `''` a fragment; `#Name` (or `#Name.Part`) a component
   * registered through the config's `components`; otherwise an HTML tag,
   * which the theme may render with a built-in component (`a`, `img`,
   * `docsite-code`, `docsite-container`, and `docsite-module`: where the
   * content of a compiled page goes, `h1: true` when it starts with one).
   */
  t: string;
  /** React props (`className`, `style` as an object, literal component props), `key` included. */
  p?: Record<string, unknown>;
  c?: BodyNode[];
  /** Instead of `c`: the element's content as HTML text (a highlighted code block's lines, in its `pre`). */
  h?: string;
}
