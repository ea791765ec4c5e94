import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPath, parseWithSchema, withoutSchemaKey } from '../../../schemas/parse.js';
import { showcaseSchema, type Showcase } from '../../../schemas/tool-showcase.js';

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));
// Its `$schema` is for editors; the build drops it before validating, as here.
const raw: unknown = withoutSchemaKey(JSON.parse(readFileSync(path.join(contentDir, 'data/showcase.json'), 'utf8')));

function problems(data: unknown): string[] {
  const result = parseWithSchema(showcaseSchema, data);
  return result.ok ? [] : result.problems.map((p) => `${formatPath(p.path)}: ${p.message}`);
}

function ours(): Showcase {
  const result = parseWithSchema(showcaseSchema, raw);
  if (!result.ok) throw new Error(problems(raw).join('\n'));
  return result.data;
}

/** A deep copy of our data, changed by `edit`: each bad case differs from a valid file in one place. */
function changed(edit: (data: any) => void): unknown {
  const copy = structuredClone(raw);
  edit(copy);
  return copy;
}

describe('content/data/showcase.json', () => {
  it('validates', () => {
    expect(problems(raw)).toEqual([]);
  });

  it('has the seven tool cards, each with English and Chinese texts', () => {
    const { tools, title, description } = ours();
    expect(tools.map((tool) => tool.name)).toEqual(['Packr', 'Buildr', 'Libr', 'docsite', 'Scopr', 'Testr', 'Lintr']);
    for (const text of [title, description, ...tools.map((tool) => tool.desc)]) {
      expect(text.en).toMatch(/[a-z]/i);
      expect(text.zh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('lists eight popover entries: the seven tools and the Awesome link, with short texts in both languages', () => {
    const { popover, tools } = ours();
    const links = popover.groups.flatMap((group) => group.links);
    expect(links.map((link) => link.name)).toEqual([...tools.map((tool) => tool.name), 'Awesome docsite']);
    for (const item of [popover, ...popover.groups]) expect(item.title).toMatch(/\p{Script=Han}/u);
    for (const link of links) {
      expect(link.desc).toMatch(/\p{Script=Han}/u);
      expect(link.descEn).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(popover.url).toBe('https://github.com/docsite-dev');
  });

  it('names logos that exist under content/public', () => {
    const { tools, popover } = ours();
    const logos = [popover.logo, ...tools.map((tool) => tool.logo), ...popover.groups.flatMap((group) => group.links.map((link) => link.logo))];
    const missing = logos.filter((logo) => !existsSync(path.join(contentDir, 'public', logo)));
    expect(missing).toEqual([]);
  });
});

describe('showcaseSchema', () => {
  it('names the key path of each problem and what was expected', () => {
    const bad = changed((data) => {
      delete data.tools[1].desc.zh;
      data.tools[2].url = 'packr.docsite.dev';
      data.tools[3].logo = 'tools/docsite.svg';
      data.popover.groups[0].links[4].logoScale = '2';
      data.popover.titleEN = data.popover.titleEn;
    });
    expect(problems(bad)).toEqual([
      'tools[1].desc.zh: required: expected string',
      'tools[2].url: expected an http(s) URL such as `https://example.com`',
      'tools[3].logo: expected a site path such as `/tools/packr.svg` (a file in `public/`) or an http(s) URL',
      'popover.groups[0].links[4].logoScale: expected number, received the string "2"',
      'popover.titleEN: unknown key; did you mean `titleEn`?',
    ]);
  });

  it('refuses texts in other languages than English and Chinese, and empty lists', () => {
    const bad = changed((data) => {
      data.title['zh-TW'] = '工具';
      data.tools = [];
    });
    expect(problems(bad)).toEqual(['title.zh-TW: unknown key; expected one of `en`, `zh`', 'tools: Too small: expected array to have >=1 items']);
  });

  it('takes `urlEn` and `logoScale` as optional', () => {
    const link = ours().popover.groups[1]!.links[0]!;
    expect(link.urlEn).toBeUndefined();
    expect(problems(changed((data) => delete data.popover.groups[1].links[0].logoScale))).toEqual([]);
  });
});
