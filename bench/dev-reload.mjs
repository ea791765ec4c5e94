// `node bench/dev-reload.mjs [edits] [--pages N [--mixed]]`: docsite dev on a copy of our own site (content/), or with
// `--pages N` of the generated corpus of 2 × N pages (its git history too; `--mixed`: the corpus where some pages
// have code of their own, editing the first of those), timing the start (spawn → the
// first page served, cold: no .docsite/, which is dev's preview; then the first build) and each page edit from the write to the `reload` event on the dev
// server's event stream, as a browser gets it, and on to the reloaded page's HTML, with the edit in it.
// Needs lib/ (`npm run build`). Prints every edit and the medians: edit → reload, edit → page served,
// and the part of the reload that is not the build itself (noticing the change, settling, telling the page).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, prepareCorpus, root } from './corpus.mjs';

const { values, positionals } = parseArgs({ options: { pages: { type: 'string' }, mixed: { type: 'boolean', default: false } }, allowPositionals: true });
const edits = Number(positionals[0] ?? 10);
const site = mkdtempSync(path.join(tmpdir(), 'docsite-bench-dev-'));
const from = values.pages ? prepareCorpus(Number(values.pages), path.resolve(root, '../shared/bench/gen-corpus.mjs'), values.mixed) : path.join(root, 'content');
cpSync(from, site, { recursive: true, filter: (src) => !/[\\/](dist|\.docsite)$/.test(src) });
// Our site's introduction, or the corpus's first page in its first folder.
const relative = values.pages ? (values.mixed ? firstCodePage(path.join(site, 'docs/en')) : firstPage(path.join(site, 'docs/en'))) : 'guide/start/introduction.mdx';
const page = path.join(site, 'docs/en', relative);
const route = relative.replace(/\.mdx?$/, '');
const original = readFileSync(page, 'utf8');

const started = performance.now();
const dev = spawn(process.execPath, [path.join(root, 'bin/docsite.js'), 'dev', site, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } });
dev.stderr.pipe(process.stderr);
try {
  const { url, buildTimes } = await devOutput(dev);
  const listening = performance.now() - started;
  // A page with code of its own is not in the preview: it gets dev's 503 page until the first build.
  let firstHtml;
  for (;;) {
    const response = await fetch(new URL(route, url));
    firstHtml = await response.text();
    if (response.status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const firstPage = performance.now() - started;
  const fromPreview = dev.previewing && buildTimes.length === 0;
  if (!/<h1[^>]*>/.test(firstHtml)) throw new Error(`the first page served has no h1: ${firstHtml.slice(0, 200)}`);
  // A cold start serves a preview first; edits are timed against the builds that follow the first one.
  while (buildTimes.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  console.log(`start (${values.pages ? `2 × ${values.pages} pages${values.mixed ? ', mixed' : ''}` : 'our site'}, cold): listening after ${Math.round(listening)} ms, first page served after ${Math.round(firstPage)} ms${fromPreview ? ' (preview)' : ''}, first build done after ${Math.round(performance.now() - started)} ms (the build itself ${buildTimes[0]} ms)`);
  const events = eventStream(new URL('/__docsite/events', url));
  await events.next('connected');
  const times = [];
  const served = [];
  const overheads = [];
  for (let i = 1; i <= edits; i++) {
    const written = performance.now();
    writeFileSync(page, `${original}\nEdit ${i}.\n`);
    await events.next('event: reload');
    times.push(performance.now() - written);
    const html = await fetch(new URL(route, url)).then((response) => response.text());
    if (!html.includes(`Edit ${i}.`)) throw new Error(`edit ${i} is not in the page served after the reload`);
    served.push(performance.now() - written);
    // The build's line comes through another pipe: wait for it (the first build's line is buildTimes[0]).
    while (buildTimes.length <= i) await new Promise((resolve) => setTimeout(resolve, 5));
    overheads.push(times.at(-1) - buildTimes.at(-1));
    console.log(`edit ${i}: reload ${Math.round(times.at(-1))} ms, page served ${Math.round(served.at(-1))} ms (build ${buildTimes.at(-1)} ms)`);
    // Idle between edits, as a writer is.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.log(`median over ${edits} edits: edit → reload ${Math.round(median(times))} ms, edit → page served ${Math.round(median(served))} ms; reload without the build ${Math.round(median(overheads))} ms`);
  events.close();
} finally {
  // Stopped, it finishes writing the search index of the last edit: the folder goes once it has exited.
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  dev.kill('SIGINT');
  await exited;
  rmSync(site, { recursive: true, force: true });
}

function firstPage(dir) {
  const entry = readdirSync(dir, { withFileTypes: true }).filter((e) => e.name !== 'index.md').sort((a, b) => (a.name < b.name ? -1 : 1))[0];
  return entry.isDirectory() ? `${entry.name}/${firstPage(path.join(dir, entry.name))}` : entry.name;
}

/** The URL dev prints, once it has; `buildTimes` fills with the time of each build as dev reports it. */
function devOutput(child) {
  const buildTimes = [];
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const lines = stdout.split('\n');
      stdout = lines.pop();
      for (const line of lines) {
        const built = / in (\d+) ms/.exec(line);
        if (built) buildTimes.push(Number(built[1]));
        if (line.includes('Serving a preview')) child.previewing = true;
        const local = /Local:\s+(http:\/\/\S+)/.exec(line);
        if (local) resolve({ url: local[1], buildTimes });
      }
    });
    child.once('exit', (code) => reject(new Error(`docsite dev exited with ${code}`)));
  });
}

/** The event stream's text as it arrives; `next(marker)` waits for the next occurrence of `marker`. */
function eventStream(url) {
  const controller = new AbortController();
  const response = fetch(url, { signal: controller.signal });
  const decoder = new TextDecoder();
  let reader;
  let buffered = '';
  return {
    async next(marker) {
      reader ??= (await response).body.getReader();
      while (!buffered.includes(marker)) buffered += decoder.decode((await reader.read()).value);
      buffered = buffered.slice(buffered.indexOf(marker) + marker.length);
    },
    close: () => controller.abort(),
  };
}

function firstCodePage(dir) {
  return readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.mdx')).sort()[0];
}
