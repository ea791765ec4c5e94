/**
 * `docsite dev` keeps watching whatever editors, git and the file system do to
 * the site: atomic saves, bursts, links, folders coming and going, builds
 * that fail or throw. Real files, a real server, and the real binary where
 * the terminal output is the contract.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildError } from '../../cli/serve/dev-client.js';
import { startDev } from '../../cli/serve/dev.js';
import { git } from '../helpers/make-test-repo.js';
import { repoRoot, runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const MANY = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const page = (title: string, text: string) => `# ${title}\n\n${text}\n`;

/** A two-language site with one page to edit and a folder of 50 to rewrite at once. */
function devSite(): string {
  const site = tempDir('docsite-dev-');
  const many = Object.fromEntries(Array.from({ length: MANY }, (_, i) => [`docs/en/many/p${i}.md`, page(`Many ${i}`, 'Original.')]));
  writeFiles(site, {
    // No fallback pages: the 50 untranslated ones would double the pages parsed on each rebuild, past what one thread parses (this test runs the source, which has no worker file).
    'docsite.config.mjs': "export default { title: 'Dev', lang: 'en', fallbackContent: false, locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] };\n",
    'docs/en/index.md': page('Home', 'Welcome.'),
    'docs/en/page.mdx': page('Page', 'First text.'),
    'docs/en/guide/intro.md': page('Intro', 'Guide text.'),
    'docs/zh/index.md': page('首页', '欢迎。'),
    'docs/zh/page.mdx': page('页面', '中文内容。'),
    ...many,
  });
  return site;
}

/** What editors that save safely do (vim by default, JetBrains, Sublime, `sed -i`): write a copy, rename it over the file. */
function atomicSave(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** The server-sent events of a dev server, as a page's EventSource gets them. */
async function eventStream(url: string) {
  const response = await fetch(new URL('/__docsite/events', url));
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    /** The data of the next event named `name`. */
    async next(name: string): Promise<string> {
      let match: RegExpExecArray | null;
      while (!(match = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`).exec(text))) text += decoder.decode((await reader.read()).value);
      text = text.slice(match.index + match[0].length);
      return match[1]!;
    },
    close: () => reader.cancel(),
  };
}

describe('docsite dev watching a site', () => {
  const site = devSite();
  const builds: boolean[] = [];
  let dev: Awaited<ReturnType<typeof startDev>>;
  const fetchPage = (route: string) => fetch(new URL(route, dev.url));
  const shows = (route: string, text: string) => expect.poll(() => fetchPage(route).then((r) => r.text()), { timeout: 15_000 }).toContain(text);
  const status = (route: string, code: number) => expect.poll(() => fetchPage(route).then((r) => r.status), { timeout: 15_000 }).toBe(code);

  beforeAll(async () => {
    dev = await startDev({ siteDir: site, port: 0, onBuild: (result) => builds.push(result.ok) });
  }, 60_000);
  afterAll(() => dev?.close());

  it('shows every save of a page, atomic (rename over) and in place, alternating', async () => {
    const file = path.join(site, 'docs/en/page.mdx');
    for (let i = 1; i <= 3; i++) {
      atomicSave(file, page('Page', `Atomic save ${i}.`));
      await shows('page', `Atomic save ${i}.`);
      writeFileSync(file, page('Page', `In-place save ${i}.`));
      await shows('page', `In-place save ${i}.`);
    }
  });

  it('gathers a checkout of 50 files into one or two builds', async () => {
    const before = builds.length;
    // As `git checkout` writes: each file removed and written anew, the whole burst within about 50 ms.
    for (let i = 0; i < MANY; i++) {
      const file = path.join(site, `docs/en/many/p${i}.md`);
      unlinkSync(file);
      writeFileSync(file, page(`Many ${i}`, 'Checked out.'));
      if (i % 10 === 9) await sleep(10);
    }
    await shows(`many/p${MANY - 1}`, 'Checked out.');
    // Room for a build that straggling events would set off.
    await sleep(1000);
    expect(builds.length - before).toBeGreaterThanOrEqual(1);
    expect(builds.length - before).toBeLessThanOrEqual(2);
    for (const i of [0, 17, 33]) expect(await fetchPage(`many/p${i}`).then((r) => r.text())).toContain('Checked out.');
  });

  it('is not caught in a link to a folder that holds it, and goes on watching', async () => {
    const before = builds.length;
    symlinkSync('..', path.join(site, 'docs/en/loop'));
    writeFileSync(path.join(site, 'docs/en/page.mdx'), page('Page', 'After the loop.'));
    // The build reports the loop at the link (test/cli/reliability-pages.test.ts); once it is gone, the next save builds.
    await expect.poll(() => builds.slice(before).includes(false), { timeout: 15_000 }).toBe(true);
    unlinkSync(path.join(site, 'docs/en/loop'));
    writeFileSync(path.join(site, 'docs/en/page.mdx'), page('Page', 'After the loop.'));
    await shows('page', 'After the loop.');
  });

  it('follows a language folder removed and created again', async () => {
    const zh = path.join(site, 'docs/zh');
    const kept = tempDir('docsite-dev-zh-');
    renameSync(zh, path.join(kept, 'zh'));
    await status('zh/page', 404);
    mkdirSync(zh);
    writeFileSync(path.join(zh, 'index.md'), page('首页', '欢迎。'));
    writeFileSync(path.join(zh, 'page.mdx'), page('页面', '又回来了。'));
    await shows('zh/page', '又回来了。');
    writeFileSync(path.join(zh, 'page.mdx'), page('页面', '再次编辑。'));
    await shows('zh/page', '再次编辑。');
  });

  it('follows a renamed folder, and edits inside it', async () => {
    renameSync(path.join(site, 'docs/en/guide'), path.join(site, 'docs/en/handbook'));
    await shows('handbook/intro', 'Guide text.');
    await status('guide/intro', 404);
    atomicSave(path.join(site, 'docs/en/handbook/intro.md'), page('Intro', 'Renamed and edited.'));
    await shows('handbook/intro', 'Renamed and edited.');
  });

  it('updates a folder sidebar as its pages are added, renamed and deleted, and as its _meta.json changes', async () => {
    const dir = path.join(site, 'docs/en/handbook');
    const sidebar = async () => /<aside class="docsite-sidebar"[\s\S]*?<\/aside>/.exec(await fetchPage('handbook/intro').then((r) => r.text()))?.[0] ?? '';
    writeFileSync(path.join(dir, 'added.md'), page('Added page', 'New.'));
    await expect.poll(sidebar, { timeout: 15_000 }).toContain('href="/handbook/added.html"');
    renameSync(path.join(dir, 'added.md'), path.join(dir, 'moved.md'));
    await expect.poll(sidebar, { timeout: 15_000 }).toContain('href="/handbook/moved.html"');
    expect(await sidebar()).not.toContain('added.html');
    unlinkSync(path.join(dir, 'moved.md'));
    await expect.poll(sidebar, { timeout: 15_000 }).not.toContain('Added page');
    writeFileSync(path.join(dir, '_meta.json'), '["intro", { "type": "section-header", "label": "From _meta.json" }]\n');
    await expect.poll(sidebar, { timeout: 15_000 }).toContain('From _meta.json');
    unlinkSync(path.join(dir, '_meta.json'));
    // What the sidebar reads of each page is kept between rebuilds: an edited page's title, label, place and visibility still show.
    // The handbook's entries (the site's other page, `page.mdx`, has its own).
    const titles = async () => [...(await sidebar()).matchAll(/class="docsite-sidebar-link"[^>]*>([^<]*)</g)].map((m) => m[1]).filter((title) => title !== 'Page');
    writeFileSync(path.join(dir, 'second.md'), page('Second page', 'Two.'));
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Intro', 'Second page']);
    writeFileSync(path.join(dir, 'second.md'), page('Second, renamed', 'Two.'));
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Intro', 'Second, renamed']);
    writeFileSync(path.join(dir, 'second.md'), `---\nsidebar_label: Short\nsidebar_position: 1\n---\n\n${page('Second, renamed', 'Two.')}`);
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Short', 'Intro']);
    writeFileSync(path.join(dir, 'second.md'), `---\nsidebar: false\n---\n\n${page('Second, renamed', 'Two.')}`);
    await expect.poll(titles, { timeout: 15_000 }).toEqual(['Intro']);
  });

  it('answers only GET and HEAD, and only for its own host names (DNS rebinding)', async () => {
    const ask = (method: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL('page', dev.url);
        request({ hostname: url.hostname, port: url.port, path: url.pathname, method, headers: { Host: host } }, (res) => resolve(res.statusCode!)).on('error', reject).end();
      });
    expect(await ask('GET', `localhost:${new URL(dev.url).port}`)).toBe(200);
    expect(await ask('GET', 'rebound.example')).toBe(403);
    expect(await ask('POST', 'localhost')).toBe(405);
  });

  it('sends a failed build to open pages and to pages opened later, then reloads them when it is fixed', async () => {
    const file = path.join(site, 'docs/en/page.mdx');
    writeFileSync(file, page('Page', 'Last good text.'));
    await shows('page', 'Last good text.');
    const open = await eventStream(dev.url);
    writeFileSync(file, page('Page', '<div>\n\nText.\n\n</span>'));
    const errors = JSON.parse(await open.next('error')) as BuildError[];
    expect(errors).toEqual([{ file: 'docs/en/page.mdx', line: 7, column: 1, message: expect.stringContaining('Unexpected closing tag `</span>`'), fix: expect.stringContaining('close the tag') }]);
    const later = await eventStream(dev.url);
    expect(JSON.parse(await later.next('error'))).toEqual(errors);
    // The last good build is still served meanwhile.
    expect(await fetchPage('page').then((r) => r.text())).toContain('Last good text.');
    writeFileSync(file, page('Page', 'Fixed.'));
    await Promise.all([open.next('reload'), later.next('reload')]);
    await shows('page', 'Fixed.');
    await Promise.all([open.close(), later.close()]);
  });
});

describe('docsite dev before any good build', () => {
  it('serves a page that shows the errors and reloads once the site builds', async () => {
    const site = tempDir('docsite-dev-broken-');
    writeFiles(site, { 'docsite.config.mjs': "export default { lang: 'en' };\n", 'docs/en/index.mdx': '# Home\n\n<div>\n\n</span>\n' });
    const dev = await startDev({ siteDir: site, port: 0 });
    try {
      const response = await fetch(dev.url);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('new EventSource("/__docsite/events")');
      const events = await eventStream(dev.url);
      expect(JSON.parse(await events.next('error'))).toEqual([expect.objectContaining({ file: 'docs/en/index.mdx', line: 5, column: 1 })]);
      writeFileSync(path.join(site, 'docs/en/index.mdx'), '# Home\n\nBuilt.\n');
      await events.next('reload');
      expect(await fetch(dev.url).then((r) => r.text())).toContain('Built.');
      await events.close();
    } finally {
      await dev.close();
    }
  });
});

function occupy(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => resolve(server));
  });
}

/** The real binary, started; `until` waits for its output to match. Stopped as Ctrl+C does. */
function spawnDev(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docsite.js'), 'dev', ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ...env } });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    output,
    until: (stream: 'stdout' | 'stderr', pattern: RegExp) => expect.poll(() => output[stream], { timeout: 20_000 }).toMatch(pattern),
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

describe('docsite dev, the command', () => {
  it('with --strict-port, exits 1 when the port is taken', async () => {
    const blocker = await occupy('127.0.0.1');
    try {
      const taken = (blocker.address() as AddressInfo).port;
      const result = runCli(['dev', devSite(), '--port', String(taken), '--host', '127.0.0.1', '--strict-port']);
      expect(result).toMatchObject({ code: 1, stderr: `docsite dev: port ${taken} is in use (--strict-port)\n` });
    } finally {
      blocker.close();
    }
  });

  it('without it, moves up from a taken port and says so once, before the URL', async () => {
    const blocker = await occupy('127.0.0.1');
    const taken = (blocker.address() as AddressInfo).port;
    const dev = spawnDev([devSite(), '--port', String(taken), '--host', '127.0.0.1']);
    try {
      await dev.until('stdout', /Local:/);
      const moved = new RegExp(`^  Port ${taken} is in use, using (\\d+) instead\\.\\n`).exec(dev.output.stdout);
      expect(moved).not.toBeNull();
      expect(dev.output.stdout).toContain(`  ➜  Local:   http://127.0.0.1:${moved![1]}/\n`);
      expect(dev.output.stdout.match(/is in use/g)).toHaveLength(1);
    } finally {
      blocker.close();
      expect(await dev.stop(), dev.output.stderr).toBe(0);
    }
  });

  it('prints a failed build (a FIFO in public/), without a stack, and builds again on the next change', async () => {
    const site = devSite();
    // Watched from the start: chokidar lists a folder made while it watches once it sees it, and a file made in it
    // between that listing and its watch on the folder is one it never knows, nor sees go (1 run in 4 here).
    mkdirSync(path.join(site, 'public'));
    const dev = spawnDev([site, '--port', '0']);
    try {
      // The preview is served first: the build that follows is the one served after the failed one.
      await dev.until('stdout', /Local:/);
      await dev.until('stdout', /^built \d+ pages/m);
      // A named pipe cannot be published: copied, it would hang or throw.
      execFileSync('mkfifo', [path.join(site, 'public/pipe')]);
      await dev.until('stderr', /build failed with 1 error\(s\); serving the last good build\. Fix and save to retry\.\n/);
      expect(dev.output.stderr).toMatch(/public\/pipe:1:1 error public\/pipe is a named pipe \(FIFO\), which cannot be published/);
      expect(dev.output.stderr).not.toMatch(/^\s+at /m);
      rmSync(path.join(site, 'public/pipe'));
      await dev.until('stdout', /public\/pipe changed: built \d+ pages/);
      writeFileSync(path.join(site, 'docs/en/page.mdx'), page('Page', 'Edited after the throw.'));
      await dev.until('stdout', /docs\/en\/page\.mdx changed: built \d+ pages/);
    } finally {
      expect(await dev.stop(), dev.output.stderr).toBe(0);
    }
  });

  it('follows a branch switch that adds, removes and rewrites hundreds of pages, and back', async () => {
    const site = tempDir('docsite-dev-branches-');
    const pages = (branch: string, from: number, to: number) =>
      Object.fromEntries(Array.from({ length: to - from }, (_, i) => [`docs/en/p/${from + i}.md`, page(`Page ${from + i}`, `On ${branch}.`)]));
    writeFiles(site, { 'docsite.config.mjs': "export default { lang: 'en' };\n", 'docs/en/index.md': page('Home', 'Home.'), ...pages('main', 0, 800) });
    git(site, ['init', '-q', '-b', 'main']);
    git(site, ['add', '-A']);
    git(site, ['commit', '-q', '-m', 'main']);
    git(site, ['checkout', '-q', '-b', 'other']);
    rmSync(path.join(site, 'docs/en/p'), { recursive: true });
    // 400 pages gone, 400 rewritten, 400 new.
    writeFiles(site, { ...pages('other', 400, 1200) });
    git(site, ['add', '-A']);
    git(site, ['commit', '-q', '-m', 'other']);
    git(site, ['checkout', '-q', 'main']);
    const dev = spawnDev([site, '--port', '0']);
    try {
      await dev.until('stdout', /Local:\s+(\S+)/);
      const url = /Local:\s+(\S+)/.exec(dev.output.stdout)![1]!;
      const served = (route: string) => fetch(new URL(route, url)).then(async (r) => `${r.status} ${r.status === 200 ? /On (\w+)\./.exec(await r.text())?.[1] : ''}`);
      for (const [branch, gone, kept, added] of [['other', 'p/0', 'p/500', 'p/1000'], ['main', 'p/1000', 'p/500', 'p/0']] as const) {
        git(site, ['checkout', '-q', branch]);
        await expect.poll(() => Promise.all([served(gone), served(kept), served(added)]), { timeout: 60_000, interval: 200 }).toEqual(['404 ', `200 ${branch}`, `200 ${branch}`]);
      }
      expect(dev.output.stderr).not.toMatch(/error/i);
      // Hundreds of files are named as three and a count.
      expect(dev.output.stdout).toMatch(/^docs\/en\/\S+, docs\/en\/\S+, docs\/en\/\S+ and \d+ more changed: built \d+ pages/m);
      expect(Math.max(...dev.output.stdout.split('\n').map((line) => line.length))).toBeLessThan(200);
    } finally {
      expect(await dev.stop(), dev.output.stderr).toBe(0);
    }
  }, 120_000);

  it('keeps its memory flat over 200 rebuilds', async () => {
    const site = tempDir('docsite-dev-memory-');
    writeFiles(site, { 'docsite.config.mjs': "export default { lang: 'en' };\n", 'docs/en/index.md': page('Home', 'Home.'), 'docs/en/page.mdx': page('Page', 'First.') });
    // V8 lets the heap grow until a full collection, so RSS sampled between two swung by 50 MiB with no leak (in a
    // full test run). Held to 64 MiB, the heap is collected before it grows: RSS stays level, and a leak ends in an
    // out-of-memory crash instead of a slow climb.
    const dev = spawnDev([site, '--port', '0'], { NODE_OPTIONS: '--max-old-space-size=64' });
    const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${dev.pid}/status`, 'utf8'))![1]) / 1024;
    const file = path.join(site, 'docs/en/page.mdx');
    const built = () => dev.output.stdout.match(/docs\/en\/page\.mdx changed: built/g)?.length ?? 0;
    try {
      await dev.until('stdout', /Local:/);
      const samples: number[] = [];
      for (let i = 1; i <= 200; i++) {
        writeFileSync(file, page('Page', `Edit ${i}.`));
        await expect.poll(built, { timeout: 20_000, interval: 10 }).toBe(i);
        if (i % 20 === 0) samples.push(Math.round(rss()));
      }
      // After the first rebuilds, which load what every later one reuses.
      const growth = samples.at(-1)! - samples[0]!;
      expect(growth, `RSS in MiB every 20 rebuilds: ${samples.join(', ')}`).toBeLessThan(50);
    } finally {
      expect(await dev.stop(), dev.output.stderr).toBe(0);
    }
  }, 300_000);

  it('prints a watcher error once and goes on watching', async () => {
    const site = devSite();
    const dev = spawnDev([site, '--port', '0']);
    try {
      await dev.until('stdout', /Local:/);
      symlinkSync('self', path.join(site, 'docs/en/self'));
      const error = /docsite dev: watcher error: ELOOP: too many symbolic links encountered, stat '[^']*self' — still watching\n/;
      await dev.until('stderr', error);
      // Each save below makes chokidar read the folder again, and meet the link again.
      for (const save of [1, 2]) {
        atomicSave(path.join(site, 'docs/en/page.mdx'), page('Page', `Save ${save}.`));
        await expect.poll(() => dev.output.stdout.match(/docs\/en\/page\.mdx changed: built/g)?.length, { timeout: 20_000 }).toBe(save);
      }
      expect(dev.output.stderr.match(new RegExp(error, 'g'))).toHaveLength(1);
    } finally {
      expect(await dev.stop(), dev.output.stderr).toBe(0);
    }
  });
});
