import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinBelow, relativePosix } from '../../../cli/relative-path.js';

const dirs = ['/site/docs', '/site/docs/', '/', '', 'docs', './docs', '/site/a/../docs', '/site/./docs', '/site/docs/.', '/site/docs/..', '/site//docs', '/work/.corpus/docs', '/site/..docs', '/site/docs.'];
const relatives = ['en/guide/a.md', 'a.md', '', '.', '..', '../outside/b.md', './en/a.md', 'en/../zh/a.md', 'en/./a.md', 'en//a.md', 'en/', '/abs/a.md', '.hidden/a.md', 'en/.vitepress/x.md', 'en/..x/a.md', 'en/a..md', 'en/.', 'en/..', 'dir with space/ü.md'];

describe('joinBelow', () => {
  it('is path.join for every folder and relative path, plain or not', () => {
    for (const dir of dirs) for (const relative of relatives) expect(joinBelow(dir, relative), `${dir} + ${relative}`).toBe(path.join(dir, relative));
  });

  it('undoes relativePosix for a file below the folder', () => {
    for (const file of ['/site/docs/en/guide/a.md', '/site/docs/../outside/b.md', '/site/docs/zh/index.mdx']) {
      expect(joinBelow('/site/docs', relativePosix('/site/docs', file))).toBe(path.normalize(file));
    }
  });
});
