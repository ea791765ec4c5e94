/**
 * The dev server bundles the pages that have code in batches that stay put
 * (`pageBatches`): an edit to one such page bundles its batch again and keeps
 * the others' modules, client and pre-render, as they were. Real pages with a
 * real component, a real dev server, its real files.
 */
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBatches, type ModulePage } from '../../cli/build/page-modules.js';
import { startDev } from '../../cli/serve/dev.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const PAGES = 8;
const badge = (word: string) => `export function Badge() {\n  return <em className="badge">${word}</em>;\n}\n`;
const codePage = (i: number, text: string) => `import { Badge } from '../../badge.jsx';\n\n# Live ${i}\n\n<Badge />\n\n${text}\n`;
const modulePage = (relativePath: string): ModulePage => ({ relativePath, source: '', compiled: '' });

describe('page batches', () => {
  const pages = Array.from({ length: 2500 }, (_, i) => modulePage(`en/p${String(i).padStart(4, '0')}.mdx`));
  const batchOf = (batches: ReturnType<typeof pageBatches>) => new Map(batches.flatMap((batch) => batch.pages.map((page) => [page.relativePath, batch.id])));
  const comeAndGo = [...pages.slice(0, 1200), modulePage('en/new.mdx'), ...pages.slice(1300)];

  it('keep each page in its batch as pages come and go, in dev as in a build', () => {
    for (const dev of [true, false]) {
      const before = batchOf(pageBatches(pages, dev));
      expect(before.size).toBe(pages.length);
      const after = batchOf(pageBatches(comeAndGo, dev));
      for (const [page, id] of after) if (page !== 'en/new.mdx') expect(id).toBe(before.get(page));
    }
    expect(new Set(batchOf(pageBatches(pages, true)).values()).size).toBe(16);
  });

  it('are as many in a build as give about 32 pages each, up to 64, and at most ~1,000 pages each beyond', () => {
    // A build's batch ids are `<count>-<batch>`.
    const count = (n: number) => Number(pageBatches(pages.slice(0, n))[0]!.id.split('-')[0]);
    expect([1, 32, 33, 400, 2500].map(count)).toEqual([1, 1, 2, 16, 64]);
    const many = Array.from({ length: 100_000 }, (_, i) => modulePage(`en/many-${i}.mdx`));
    const batches = pageBatches(many);
    expect(batches[0]!.id.startsWith('128-')).toBe(true);
    expect(Math.max(...batches.map((batch) => batch.pages.length))).toBeLessThan(1000);
    expect(batches.reduce((sum, batch) => sum + batch.pages.length, 0)).toBe(many.length);
  });
});

describe('pages with code under docsite dev', () => {
  const site = tempDir('docsite-dev-batches-');
  writeFiles(site, {
    'docsite.config.mjs': "export default { title: 'Batches', lang: 'en' };\n",
    'badge.jsx': badge('one'),
    'docs/en/index.md': '# Home\n\nPlain.\n',
    ...Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [`docs/en/live-${i}.mdx`, codePage(i, `Text ${i}.`)])),
  });
  const batches = pageBatches(Array.from({ length: PAGES }, (_, i) => modulePage(`en/live-${i}.mdx`)), true);
  let dev: Awaited<ReturnType<typeof startDev>>;
  const html = (i: number) => fetch(new URL(`live-${i}`, dev.url)).then((response) => response.text());
  const shows = (i: number, text: string) => expect.poll(() => html(i), { timeout: 15_000 }).toContain(text);
  const pagesDir = () => {
    const cache = path.join(site, '.docsite/cache');
    return path.join(cache, readdirSync(cache).find((name) => name.startsWith('theme-'))!, 'pages');
  };
  // Each batch's pre-render modules with their modification times: a batch bundled again has other files, or newer ones.
  const serverModules = (id: string) => {
    const dir = path.join(pagesDir(), id);
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter((file) => statSync(file).isFile())
      .sort()
      .map((file) => `${path.relative(dir, file)} ${statSync(file).mtimeMs}`);
  };
  // The page's own module, as its HTML names it for the browser.
  const pageScript = async (i: number) => new RegExp(`"(/assets/pages/en/live-${i}-[^"]+\\.js)"`).exec(await html(i))?.[1];

  beforeAll(async () => {
    dev = await startDev({ siteDir: site, port: 0 });
  }, 60_000);
  afterAll(() => dev?.close());

  it('bundles again only the batch of an edited page, and every batch when their component changes', async () => {
    expect(batches.length).toBeGreaterThan(1);
    const [edited, other] = [batches[0]!, batches[1]!];
    const editedPage = Number(/live-(\d+)/.exec(edited.pages[0]!.relativePath)![1]);
    const otherPage = Number(/live-(\d+)/.exec(other.pages[0]!.relativePath)![1]);
    for (let i = 0; i < PAGES; i++) await shows(i, '<em class="badge">one</em>');
    expect(readdirSync(pagesDir()).sort()).toEqual([...batches.map((batch) => batch.id), ...batches.map((batch) => `${batch.id}.json`)].sort());
    const before = { edited: serverModules(edited.id), other: serverModules(other.id), script: await pageScript(otherPage) };
    expect(before.script).toBeDefined();

    writeFileSync(path.join(site, `docs/en/live-${editedPage}.mdx`), codePage(editedPage, 'Edited text.'));
    await shows(editedPage, 'Edited text.');
    expect(serverModules(edited.id)).not.toEqual(before.edited);
    expect(serverModules(other.id)).toEqual(before.other);
    // The page of a batch kept still loads its module from the new site.
    const script = await pageScript(otherPage);
    expect(script).toBe(before.script);
    expect((await fetch(new URL(script!, dev.url))).status).toBe(200);
    await shows(otherPage, `Text ${otherPage}.`);

    writeFileSync(path.join(site, 'badge.jsx'), badge('two'));
    for (let i = 0; i < PAGES; i++) await shows(i, '<em class="badge">two</em>');
    expect(serverModules(other.id)).not.toEqual(before.other);
  });

  it('drops the cache of a batch whose last page is removed', async () => {
    const last = batches.find((batch) => batch.pages.length === 1) ?? batches.at(-1)!;
    for (const page of last.pages) rmSync(path.join(site, 'docs', page.relativePath));
    const gone = Number(/live-(\d+)/.exec(last.pages[0]!.relativePath)![1]);
    await expect.poll(() => fetch(new URL(`live-${gone}`, dev.url)).then((response) => response.status), { timeout: 15_000 }).toBe(404);
    expect(readdirSync(pagesDir())).not.toContain(last.id);
    expect(readdirSync(pagesDir())).not.toContain(`${last.id}.json`);
  });
});
