/**
 * Links to anchors that a page rendered by code (`PageLinks.rendered`) does
 * not have among the ids its source shows: a component may give itself the
 * id as it renders (Docusaurus's `<APITableRow>`), so the link check leaves
 * them to the pre-render, which checks them against the ids in the page's
 * HTML as it reaches that page. Only these few links are held, by target
 * route, never a page's HTML past its own check.
 */
export class RenderedAnchors {
  private readonly pending = new Map<string, { hash: string; dead: () => void }[]>();

  /** A link to `#hash` on the page at `route`; `dead` reports it, when that page's HTML has no such id. */
  add(route: string, hash: string, dead: () => void): void {
    const links = this.pending.get(route) ?? this.pending.set(route, []).get(route)!;
    links.push({ hash, dead });
  }

  /** Whether links wait for the page at `route`. */
  has(route: string): boolean {
    return this.pending.has(route);
  }

  /** The page at `route` is rendered as `html`: each link waiting for it whose id the HTML lacks is reported. */
  check(route: string, html: string): void {
    const links = this.pending.get(route);
    if (!links) return;
    this.pending.delete(route);
    const ids = htmlIds(html);
    for (const link of links) if (!ids.has(link.hash)) link.dead();
  }
}

/** Every `id="…"` of HTML as React's server renderer writes attributes (double quotes, `&<>"'` escaped). */
export function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.add(unescapeAttribute(match[1]!));
  return ids;
}

/** What React's `escapeTextForBrowser` writes for a character of an attribute value. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

function unescapeAttribute(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (escaped) => ESCAPED[escaped]!);
}
