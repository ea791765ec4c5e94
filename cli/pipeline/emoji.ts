import { nameToEmoji } from 'gemoji';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** `:name:` standing alone, as GitHub and VitePress read it: not inside a word or a time (`a:b:c`, `10:30:45`). */
const SHORTCODE = /(?<![\w:]):(\+1|[\w+-]+):(?![\w:])/g;
const SHORTCODE_TEST = new RegExp(SHORTCODE.source);

/**
 * Emoji shortcodes (`:tada:` → 🎉, GitHub's names, from `gemoji`) in the
 * page's text, where pages written for GitHub and VitePress use them; code
 * is left as written, and so is a name that is no emoji. `sources` are the
 * page's and its fragments' texts: most have no shortcode, and a test of
 * them costs a fortieth of a walk of the tree.
 */
export function replaceEmojiShortcodes(tree: Root, sources: Iterable<string>): void {
  if (![...sources].some((text) => SHORTCODE_TEST.test(text))) return;
  visit(tree, 'text', (node) => {
    if (node.value.includes(':')) node.value = node.value.replace(SHORTCODE, (match, name: string) => (Object.hasOwn(nameToEmoji, name) ? nameToEmoji[name]! : match));
  });
}
