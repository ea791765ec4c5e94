/**
 * A stand-in for the `mermaid` package (128 MB installed), as files of a
 * site's `node_modules/mermaid`: `render` returns an SVG that shows the chart's
 * text, its id, and the theme and `look` it was initialized with; a chart
 * holding `%% broken` fails as mermaid fails on a syntax error.
 */
export const FAKE_MERMAID: Record<string, string> = {
  'node_modules/mermaid/package.json': '{ "name": "mermaid", "version": "11.0.0-fake", "type": "module", "exports": { ".": "./index.js" } }\n',
  'node_modules/mermaid/index.js': `let config = {};
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export default {
  initialize(options) {
    config = options;
  },
  async render(id, text) {
    if (text.includes('%% broken')) throw new Error('Parse error on line 2: fake mermaid cannot read this');
    return { svg: \`<svg id="\${id}" class="fake-mermaid" data-theme="\${config.theme}" data-look="\${config.look ?? ''}" data-start-on-load="\${config.startOnLoad}"><text>\${escape(text)}</text></svg>\` };
  },
};
`,
};
