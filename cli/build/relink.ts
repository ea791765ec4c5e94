/**
 * Links a page is to write otherwise (`LinkCheck.relink`): each as written, what to link instead, and whether the
 * browser is to load it itself (`target="_self"`: an HTML file of `public/`, which is no page of the app's).
 */
export type Relinks = readonly (readonly [written: string, to: string, loaded?: true])[];

/** A page's body (JSON) with its links given their targets (`LinkCheck.relink`): `href`s, and Docusaurus's `Link` `to`s. */
export function relinkBody(body: string, links: Relinks | undefined): string {
  return replaceProps(body, links, (key, value) => `"${key}":${JSON.stringify(value)}`);
}

/**
 * A compiled page's module with its links given their targets: MDX writes
 * a link's `href` as a string literal of its props object (`href: "./b.md"`),
 * as it writes the `to` of a `<Link>`.
 */
export function relinkCode(code: string, links: Relinks | undefined): string {
  return replaceProps(code, links, (key, value) => `${key}: ${JSON.stringify(value)}`);
}

function replaceProps(text: string, links: Relinks | undefined, prop: (key: string, value: string) => string): string {
  if (!links) return text;
  for (const [written, to, loaded] of links) {
    // The same props object, the key after: a body's JSON and MDX's object literal read it alike.
    const target = loaded ? `,${prop('target', '_self').replace(/^(\w)/, ' $1')}` : '';
    for (const key of ['href', 'to']) text = text.replaceAll(prop(key, written), prop(key, to) + target);
  }
  return text;
}
