// mdast-util-from-markdown's compile() calls a handler for each micromark
// event with `this` set to a new object: its context spread, plus the event's
// `sliceSerialize`. Those copies were a fifth of the parse: one thread parsed
// the bench's 2,000 English pages in 7.0 s with them and 5.5 s with one
// context object whose `sliceSerialize` is set before each event. No handler
// (theirs, GFM's, MDX's, frontmatter's or ours) keeps `this` past its call or
// adds to it, which is all the copies guarded against. The CLI bundle is built
// with the one-object version; test/unit/cli/pipeline/from-markdown-context.test.ts
// compares its trees with the package's own on every page we have.
import { readFile } from 'node:fs/promises';

const COPY = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g;
const HANDLER = 'const handler = config[events[index][0]];';
const LOOP = 'events = prepared;';

/** `code`, mdast-util-from-markdown's lib/index.js, with one context object for all events; throws when the code is not the one this was written for. */
export function oneContext(code) {
  const copies = code.match(COPY)?.length ?? 0;
  if (copies !== 3 || code.split(HANDLER).length !== 2 || code.split(LOOP).length !== 2) {
    throw new Error(
      `mdast-util-from-markdown's compile() is not what scripts/from-markdown-context.mjs patches (${copies} context copies, 3 expected): ` +
        'check whether the new version still copies its context per event, then update or drop the patch',
    );
  }
  return code
    .replace(LOOP, `${LOOP}\n    const shared = { ...context, sliceSerialize: undefined };`)
    .replace(HANDLER, `${HANDLER}\n      shared.sliceSerialize = events[index][2].sliceSerialize;`)
    .replace(COPY, 'shared');
}

/** The esbuild plugin that bundles mdast-util-from-markdown with `oneContext`. */
export const fromMarkdownContext = {
  name: 'from-markdown-context',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, async (args) => ({
      contents: oneContext(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
