/**
 * `.docsite/` is safe to trust and safe to share: a build killed (-9) at any
 * phase leaves nothing that the next build trusts wrongly, and nothing behind
 * once it ran; a cache file cut short is parsed again; runs at once on one
 * site take turns through `.docsite/lock`, which a run that died leaves to
 * be taken over. The real CLI on generated sites in temporary folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startDev } from '../../cli/serve/dev.js';
import { repoRoot, runCli, type CliResult } from '../helpers/run-cli.js';
import { fileHashes, tempDir, writeFiles } from '../helpers/temp-site.js';

const bin = path.join(repoRoot, 'bin/docsite.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const WORDS = {
  en: 'cache index bundle render search swap lock atomic folder page site build kill phase write rename'.split(' '),
  zh: '缓存 索引 打包 渲染 搜索 交换 锁 原子 文件夹 页面 站点 构建 写入 重命名'.split(' '),
};

/**
 * A two-language site of `pages` pages per language, linked to each other,
 * with no code blocks (their highlighting is another test's business), one
 * page compiled to a module, and `publicFiles` files in `public/` (they make
 * `dist/` slow enough to remove for a kill to land in the swap). The config
 * hangs while `HOLD_CONFIG` is set: a run held in its config loading, and
 * holding the site's lock, for as long as a test needs.
 */
function makeSite(pages: number, publicFiles: number): string {
  const site = tempDir('docsite-cache-safety-');
  const files: Record<string, string> = {
    'docsite.config.ts':
      "if (process.env.HOLD_CONFIG) await new Promise(() => setInterval(() => {}, 1000));\n" +
      "export default { title: 'Safe', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] };\n",
    'docs/en/code.mdx': '# Code\n\nexport const sum = 1 + 2;\n\nOne and two make {sum}.\n',
    'docs/zh/code.mdx': '# 代码\n\nexport const sum = 1 + 2;\n\n一加二得 {sum}。\n',
  };
  for (const [lang, words] of Object.entries(WORDS)) {
    const text = (i: number, j: number) => Array.from({ length: 60 }, (_, k) => words[(i * 7 + j * 3 + k * k) % words.length]).join(lang === 'en' ? ' ' : '');
    files[`docs/${lang}/index.md`] = `# Home\n\n${text(0, 0)}\n`;
    for (let i = 0; i < pages; i++) {
      const next = (i + 1) % pages;
      const sections = Array.from({ length: 6 }, (_, j) => `## Section ${j} {#s${j}}\n\n${text(i, j)}\n\n- [next](../g${next % 10}/p${next}#s${j})\n`);
      files[`docs/${lang}/g${i % 10}/p${i}.md`] = `# Page ${i}\n\n${text(i, 9)}\n\n${sections.join('\n')}`;
    }
  }
  for (let i = 0; i < publicFiles; i++) files[`public/files/f${i}.txt`] = `${i}\n`;
  writeFiles(site, files);
  return site;
}

interface Run {
  pid: number;
  done: Promise<CliResult & { signal: NodeJS.Signals | null }>;
  stderr(): string;
  exited(): boolean;
  kill(signal: NodeJS.Signals): void;
}

/** Start the CLI without waiting for it. */
function start(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code: code ?? -1, stdout, stderr, signal })));
  return { pid: child.pid!, done, stderr: () => stderr, exited: () => child.exitCode !== null || child.signalCode !== null, kill: (signal) => child.kill(signal) };
}

/** Poll until `reached` holds; fail when the run ended first (it went past the point the test wanted). */
async function until(run: Run, what: string, reached: () => boolean): Promise<void> {
  while (!reached()) {
    if (run.exited()) throw new Error(`the run ended before ${what}:\n${run.stderr()}`);
    await sleep(1);
  }
}

/** What killed runs can leave behind, none of which may outlive the next run. */
function leftovers(site: string): string[] {
  const found = readdirSync(site).filter((name) => /\.(?:tmp|old)-\d+$|^docsite\.config\.ts\.\d+\.\d+\.mjs$/.test(name));
  const out = path.join(site, '.docsite');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (/\.tmp-\d+-[0-9a-f]{8}$/.test(name)) found.push(path.relative(site, file));
      else if (statSync(file).isDirectory()) walk(file);
    }
  };
  walk(out);
  const cache = readdirSync(path.join(out, 'cache'));
  if (cache.filter((name) => name.startsWith('bodies-')).length !== 1) found.push(`bodies folders: ${cache.join(', ')}`);
  const sets = existsSync(path.join(out, 'index')) ? readdirSync(path.join(out, 'index')).filter((name) => name !== 'current') : [];
  if (sets.length !== 1) found.push(`index sets: ${sets.join(', ')}`);
  if (existsSync(path.join(out, 'lock'))) found.push('.docsite/lock');
  return found;
}

/** The four index files where `docsite index` documents them are the current set's, not a mix of two runs. */
function indexIsOneSet(site: string): boolean {
  const out = path.join(site, '.docsite');
  if (!existsSync(path.join(out, 'index/current'))) return false;
  const set = path.join(out, 'index', readFileSync(path.join(out, 'index/current'), 'utf8'));
  return ['site.json', 'pages.json', 'routes.json', 'search-records.json'].every((name) => statSync(path.join(out, name)).ino === statSync(path.join(set, name)).ino);
}

/** The id of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/** Bytes of page fragments the parsing threads of run `pid` have spilled so far. */
function spilledBytes(site: string, pid: number): number {
  const cache = path.join(site, '.docsite/cache');
  const spills = readdirSync(cache).filter((name) => name.startsWith(`fragments.tmp-${pid}-`));
  return spills.reduce((sum, name) => sum + (statSync(path.join(cache, name), { throwIfNoEntry: false })?.size ?? 0), 0);
}

const bodiesOf = (site: string) => {
  const cache = path.join(site, '.docsite/cache');
  return path.join(cache, readdirSync(cache).find((name) => name.startsWith('bodies-'))!);
};

describe('a build killed with -9, then a normal build', () => {
  let site: string;
  let reference: Record<string, string>;
  beforeAll(() => {
    site = makeSite(50, 400);
    expect(runCli(['build', '.'], site)).toMatchObject({ code: 0, stderr: '' });
    reference = fileHashes(path.join(site, 'dist'));
  }, 60_000);

  const staging = (pid: number, below = '') => path.join(site, `dist.tmp-${pid}`, below);
  const phases: [phase: string, reached: (pid: number, started: number) => boolean, env?: NodeJS.ProcessEnv][] = [
    ['config loading', (pid) => readdirSync(site).some((name) => name.startsWith(`docsite.config.ts.${pid}.`)), { HOLD_CONFIG: '1' }],
    // The parsing threads spill each page's fragments as they go: some kilobytes of them is the middle of indexing.
    ['indexing', (pid) => spilledBytes(site, pid) >= 4096],
    ['bundling', (pid) => existsSync(staging(pid))],
    ['pre-rendering', (pid) => existsSync(staging(pid, 'static/pages'))],
    ['the search index', (pid) => existsSync(staging(pid, 'static/search'))],
    ['the swap', (pid) => existsSync(path.join(site, `dist.old-${pid}`))],
  ];

  it.each(phases)('during %s: the next build succeeds with the same dist/ as a clean build, and no leftovers', async (phase, reached, env) => {
    const started = Date.now();
    const run = start(['build', '.', '--no-cache'], site, env);
    await until(run, phase, () => reached(run.pid, started));
    run.kill('SIGKILL');
    expect((await run.done).signal).toBe('SIGKILL');

    const next = runCli(['build', '.'], site);
    expect(next).toMatchObject({ code: 0, stderr: '' });
    expect(fileHashes(path.join(site, 'dist'))).toEqual(reference);
    expect(leftovers(site)).toEqual([]);
    expect(indexIsOneSet(site)).toBe(true);
  }, 60_000);

  it('between the swap’s two renames (no dist/ left): the next run puts the previous site back, even when it fails', () => {
    const pid = deadPid();
    const dist = path.join(site, 'dist');
    renameSync(dist, `${dist}.old-${pid}`);
    mkdirSync(`${dist}.tmp-${pid}/assets`, { recursive: true });
    writeFileSync(path.join(site, 'docs/en/broken.md'), '# Broken\n\n[gone](./nowhere)\n');
    const failed = runCli(['build', '.'], site);
    rmSync(path.join(site, 'docs/en/broken.md'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('docs/en/broken.md:3:1 error Dead link');
    expect(fileHashes(dist)).toEqual(reference);
    expect(readdirSync(site).filter((name) => name.startsWith('dist'))).toEqual(['dist']);
  });

  it('between the index switch and the renewal of .docsite/*.json: the next run renews them, even when it fails', () => {
    const out = path.join(site, '.docsite');
    // What the renewal replaces: a file of an earlier run beside those of the current set.
    writeFileSync(path.join(out, 'search-records.json.new'), '{"contractVersion":1,"records":[]}\n');
    renameSync(path.join(out, 'search-records.json.new'), path.join(out, 'search-records.json'));
    expect(indexIsOneSet(site)).toBe(false);
    writeFileSync(path.join(site, 'docs/en/broken.md'), '---\ntitle: [\n---\n');
    const failed = runCli(['index', '.'], site);
    rmSync(path.join(site, 'docs/en/broken.md'));
    expect(failed.code).toBe(1);
    expect(indexIsOneSet(site)).toBe(true);
  });

  it('does not trust a cache file cut short or emptied: it is made again, and the build is the same', () => {
    const manifest = path.join(site, '.docsite/cache/manifest.json');
    const { pages } = JSON.parse(readFileSync(manifest, 'utf8')) as { pages: Record<string, [number, number, string]> };
    // A page's cached files are named by the hash of its source.
    const cached = (page: string, suffix: string) => path.join(bodiesOf(site), `${pages[page]![2].slice(0, 32)}${suffix}`);
    // Cut in its links line, which is what the link check reads of it.
    const [body, links, module] = [cached('en/g1/p1.md', '.json'), cached('zh/g2/p2.md', '.json'), cached('en/code.mdx', '.page.js')];
    const sizes = [body, links, module].map((file) => statSync(file).size);
    // The pages' sources and the manifest are untouched: only the cached files tell.
    truncateSync(body, 0);
    truncateSync(links, readFileSync(links, 'utf8').indexOf('\n') - 2);
    truncateSync(module, Math.floor(sizes[2]! / 2));
    expect(runCli(['build', '.'], site)).toMatchObject({ code: 0, stderr: '' });
    expect(fileHashes(path.join(site, 'dist'))).toEqual(reference);
    expect([body, links, module].map((file) => statSync(file).size)).toEqual(sizes);

    truncateSync(manifest, Math.floor(statSync(manifest).size / 2));
    expect(runCli(['build', '.'], site)).toMatchObject({ code: 0, stderr: '' });
    expect(fileHashes(path.join(site, 'dist'))).toEqual(reference);
    expect(JSON.parse(readFileSync(manifest, 'utf8'))).toHaveProperty('pages');
    expect(leftovers(site)).toEqual([]);
  });

  it('does not take a page for one with code by a module an earlier run left under its hash', () => {
    const manifest = path.join(site, '.docsite/cache/manifest.json');
    const { pages } = JSON.parse(readFileSync(manifest, 'utf8')) as { pages: Record<string, [number, number, string]> };
    // What a docsite that compiled the page, or a site whose components made it need code, left beside its body.
    const module = path.join(bodiesOf(site), `${pages['en/g1/p1.md']![2].slice(0, 32)}.page.js`);
    writeFileSync(module, "export default function MDXContent() { return 'Stale module'; }\n");
    // Every page parsed again, as after an upgrade of docsite: the page is data, and nothing of the module stays.
    expect(runCli(['build', '.', '--no-cache'], site)).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(module)).toBe(false);
    expect(fileHashes(path.join(site, 'dist'))).toEqual(reference);
  });
});

describe('leftovers', () => {
  it('are removed when their process is gone, and kept while it runs', () => {
    const site = makeSite(3, 0);
    expect(runCli(['build', '.'], site)).toMatchObject({ code: 0, stderr: '' });
    const [dead, live] = [deadPid(), process.pid];
    const planted = (pid: number) => [
      `docsite.config.ts.${pid}.1795600000000.mjs`,
      `dist.tmp-${pid}/index.html`,
      `.docsite/pages.json.tmp-${pid}-0badf00d`,
      `.docsite/cache/manifest.json.tmp-${pid}-0badf00d`,
      // Page fragments a parsing thread spilled.
      `.docsite/cache/fragments.tmp-${pid}-0badf00d`,
      // Postings the search index spilled.
      `.docsite/cache/search-spill.tmp-${pid}-0badf00d/en/0.run`,
    ];
    writeFiles(site, Object.fromEntries([...planted(dead), ...planted(live), '.docsite/cache/bodies-0123456789ab/0.json'].map((file) => [file, '{}'])));
    expect(runCli(['build', '.'], site)).toMatchObject({ code: 0, stderr: '' });
    const remaining = (files: string[]) => files.filter((file) => existsSync(path.join(site, file)));
    expect(remaining(planted(dead))).toEqual([]);
    expect(remaining(planted(live))).toEqual(planted(live));
    // Page bodies made under other settings: only the current folder is kept.
    expect(readdirSync(path.join(site, '.docsite/cache')).filter((name) => name.startsWith('bodies-'))).toEqual([path.basename(bodiesOf(site))]);
  });
});

describe('runs at once on one site', () => {
  let site: string;
  let out: string;
  const waiting = (pid: number, command: string) => `another docsite run (pid ${pid}, ${command}) is using ${out}; waiting…\n`;
  beforeAll(() => {
    site = makeSite(15, 0);
    out = path.join(realpathSync(site), '.docsite');
  });

  it('three builds at once all succeed, one after another, with the same site', async () => {
    const runs = [start(['build', '.', '--dist', 'a'], site), start(['build', '.', '--dist', 'b', '--no-cache'], site), start(['build', '.', '--dist', 'c'], site)];
    const results = await Promise.all(runs.map((run) => run.done));
    for (const result of results) {
      expect(result.code).toBe(0);
      // Nothing but the note of a run that waited for another.
      expect(result.stderr).toMatch(/^(another docsite run \(pid \d+, docsite build \.[^)]*\) is using .*; waiting…\n)*$/);
    }
    expect(results.filter((result) => result.stderr !== '').length).toBeGreaterThan(0);
    const [a, b, c] = ['a', 'b', 'c'].map((dist) => fileHashes(path.join(site, dist)));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(leftovers(site)).toEqual([]);
  }, 60_000);

  it('takes over a lock whose process is gone, without waiting', () => {
    writeFileSync(path.join(out, 'lock'), JSON.stringify({ pid: deadPid(), command: 'docsite build .', token: 'killed' }));
    expect(runCli(['index', '.'], site)).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(path.join(out, 'lock'))).toBe(false);
  });

  it('waits for a live run, says so once, and goes on when that run is killed with -9', async () => {
    const holder = start(['build', '.'], site, { HOLD_CONFIG: '1' });
    await until(holder, 'it took the lock', () => existsSync(path.join(out, 'lock')));
    const waiter = start(['index', '.'], site);
    await until(waiter, 'it waited', () => waiter.stderr() !== '');
    holder.kill('SIGKILL');
    const result = await waiter.done;
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(waiting(holder.pid, 'docsite build .'));
    // The killed run's compiled config, left beside the config, went with it.
    expect(leftovers(site)).toEqual([]);
  });

  it('lets go of the lock on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const run = start(['build', '.'], site, { HOLD_CONFIG: '1' });
      await until(run, 'it took the lock', () => existsSync(path.join(out, 'lock')));
      run.kill(signal);
      expect((await run.done).signal).toBe(signal);
      expect(existsSync(path.join(out, 'lock'))).toBe(false);
    }
  });

  it('gives up after DOCSITE_LOCK_TIMEOUT seconds with the holder, the folder and what to do, exit 1', async () => {
    const holder = start(['build', '.'], site, { HOLD_CONFIG: '1' });
    await until(holder, 'it took the lock', () => existsSync(path.join(out, 'lock')));
    const result = await start(['build', '.'], site, { DOCSITE_LOCK_TIMEOUT: '1' }).done;
    holder.kill('SIGKILL');
    await holder.done;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      waiting(holder.pid, 'docsite build .') +
        `.docsite/lock error another docsite run (pid ${holder.pid}, docsite build .) is using ${out}; gave up after waiting 1 s\n` +
        `  Run again once it has finished. If no docsite runs any more (pid ${holder.pid} is another program now), delete ${out}/lock. DOCSITE_LOCK_TIMEOUT sets the wait in seconds (default 600).\n` +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it('a build beside `docsite dev` takes its turn, sets off no rebuild, and leaves dev serving', async () => {
    const builds: string[][] = [];
    const dev = await startDev({ siteDir: site, port: 0, onBuild: (result, changed) => builds.push(result.ok ? changed : ['failed']) });
    try {
      expect((await start(['build', '.'], site).done).code).toBe(0);
      // Its dist/, staging and swap folders and the shared .docsite/ set off nothing: the next rebuild is the edit's alone.
      writeFileSync(path.join(site, 'docs/en/index.md'), '# Home\n\nEdited beside a build.\n');
      await vi.waitFor(() => expect(builds.length).toBe(2), { timeout: 15_000 });
      expect(builds).toEqual([[], ['docs/en/index.md']]);
      expect(await (await fetch(dev.url)).text()).toContain('Edited beside a build.');
      // A page dev renders from the index and bodies the build shared with it.
      expect(await (await fetch(new URL('g1/p1', dev.url))).text()).toContain('Page 1');
    } finally {
      await dev.close();
    }
  });
});
