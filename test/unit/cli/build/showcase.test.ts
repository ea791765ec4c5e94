import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { loadShowcase } from '../../../../cli/build/showcase.js';
import { tempDir, writeFiles } from '../../../helpers/temp-site.js';

const ourShowcase = fileURLToPath(new URL('../../../../content/data/showcase.json', import.meta.url));

/** Load the showcase of a site holding `json` (none when undefined); messages as `line:column rule reason`. */
function load(json: string | undefined) {
  const siteDir = tempDir('docsite-showcase-');
  if (json !== undefined) writeFiles(siteDir, { 'data/showcase.json': json });
  const files: VFile[] = [];
  const showcase = loadShowcase(siteDir, (file) => {
    const vfile = new VFile({ path: file });
    files.push(vfile);
    return vfile;
  });
  const messages = files.flatMap((file) => file.messages);
  return {
    showcase,
    messages: messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`),
    fatal: messages.every((m) => m.fatal === true),
    files: files.map((file) => path.relative(siteDir, file.path)),
  };
}

describe('loadShowcase', () => {
  it('is undefined, without a message, for a site without data/showcase.json', () => {
    expect(load(undefined)).toEqual({ showcase: undefined, messages: [], fatal: true, files: [] });
  });

  it('loads our site’s showcase', () => {
    const siteDir = tempDir('docsite-showcase-');
    mkdirSync(path.join(siteDir, 'data'));
    copyFileSync(ourShowcase, path.join(siteDir, 'data/showcase.json'));
    const showcase = loadShowcase(siteDir, (file) => new VFile({ path: file }));
    expect(showcase?.tools).toHaveLength(7);
  });

  it('reports a JSON syntax error at its line and column', () => {
    const result = load('{\n  "title": { "en": "Tools", "zh": "工具" },\n  "tools": [],\n}\n');
    expect(result).toMatchObject({ showcase: undefined, fatal: true, files: ['data/showcase.json'] });
    expect(result.messages).toEqual(['4:1 showcase-syntax Invalid showcase JSON: Expected double-quoted property name']);
  });

  it('finds the place of a syntax error V8 gives no position for', () => {
    expect(load('{\n  "title": nul,\n  "tools": []\n}').messages).toEqual(["2:15 showcase-syntax Invalid showcase JSON: Unexpected token ','"]);
    expect(load('{\n  "title": tru\n}').messages).toEqual(["2:15 showcase-syntax Invalid showcase JSON: Unexpected token '\\n'"]);
  });

  it('reports a file that ends too early at its last character', () => {
    expect(load('{\n  "title": {\n\n').messages).toEqual(["2:13 showcase-syntax Invalid showcase JSON: Expected property name or '}'"]);
    expect(load('{\n  "title": "Tools\n').messages).toEqual(['2:18 showcase-syntax Invalid showcase JSON: Bad control character in string literal']);
    expect(load('{\n  "title": \n\n').messages).toEqual(['2:11 showcase-syntax Invalid showcase JSON: Unexpected end of JSON input']);
  });

  it('reports each schema problem at its key’s line, in the right array element, or at the parent of a missing key', () => {
    const json = `{
  "title": { "en": "Tools", "zh": "工具" },
  "description": {
    "en": "Tools we make."
  },
  "tools": [
    { "name": "Packr", "desc": { "en": "Bundler", "zh": "打包" }, "logo": "/tools/packr.svg", "url": "https://packr.docsite.dev", "urlText": "packr" },
    { "name": "Buildr", "desc": { "en": "Build tool", "zh": "构建" }, "logo": "/tools/buildr.svg", "url": "https://buildr.docsite.dev", "urlText": "buildr" },
    {
      "name": "Libr",
      "desc": { "en": "Library tool", "zh": "库" },
      "logo": "tools/libr.svg",
      "url": "https://libr.docsite.dev",
      "urlText": "libr"
    }
  ],
  "popover": { "title": "工具", "titleEn": "Tools", "logo": "/o.svg", "url": "https://github.com/docsite-dev", "groups": [] }
}
`;
    expect(load(json).messages).toEqual([
      '3:3 showcase-schema Invalid showcase: description.zh: required: expected string',
      '12:7 showcase-schema Invalid showcase: tools[2].logo: expected a site path such as `/tools/packr.svg` (a file in `public/`) or an http(s) URL',
      '17:110 showcase-schema Invalid showcase: popover.groups: Too small: expected array to have >=1 items',
    ]);
  });

  it('places a problem about a whole element at the element', () => {
    const json = '{\n  "title": { "en": "a", "zh": "b" },\n  "description": { "en": "a", "zh": "b" },\n  "tools": [\n    "Packr"\n  ],\n  "popover": 1\n}';
    expect(load(json).messages).toEqual([
      '5:5 showcase-schema Invalid showcase: tools[0]: expected object, received the string "Packr"',
      '7:3 showcase-schema Invalid showcase: popover: expected object, received number 1',
    ]);
  });
});
