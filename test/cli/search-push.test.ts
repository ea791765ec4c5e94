import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../schemas/search-record.js';
import { docSearchSettings } from '../../cli/search/settings.js';
import { startAlgoliaServer, type AlgoliaServer, type AlgoliaServerOptions } from '../helpers/algolia-server.js';
import { repoRoot, type CliResult } from '../helpers/run-cli.js';
import { copyFixture } from '../helpers/temp-site.js';

const bin = fileURLToPath(new URL('../../bin/docsite.js', import.meta.url));
const read = (file: string) => readFileSync(file, 'utf8');

/** The real binary, run asynchronously: the Algolia server answers from this process while it runs. */
function docsite(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', ALGOLIA_APP_ID: undefined, ALGOLIA_ADMIN_KEY: undefined, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const servers: AlgoliaServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function algolia(options: AlgoliaServerOptions = {}): Promise<AlgoliaServer> {
  const server = await startAlgoliaServer(options);
  servers.push(server);
  return server;
}

/** The search-hosted fixture, its config pointing at `server` (or, with `hosts`, elsewhere). */
function hostedSite(server: AlgoliaServer, overrides: { apiKey?: string; hosts?: string[]; appId?: string } = {}): string {
  const site = copyFixture('search-hosted');
  const config = path.join(site, 'docsite.config.mjs');
  const search = { provider: 'algolia', appId: overrides.appId ?? server.appId, apiKey: overrides.apiKey ?? server.searchKey, indexName: 'docs', hosts: overrides.hosts ?? [server.url] };
  writeFileSync(config, read(config).replace("search: { provider: 'local' }", `search: ${JSON.stringify(search)}`));
  return site;
}

/** The fixture site is in English and Chinese: both are its index and query languages. */
const SETTINGS = docSearchSettings(['en', 'zh']);
const keys = (server: AlgoliaServer) => ({ ALGOLIA_APP_ID: server.appId, ALGOLIA_ADMIN_KEY: server.adminKey });
const localRecords = (site: string) => (JSON.parse(read(path.join(site, '.docsite/search-records.json'))) as { records: SearchRecord[] }).records;
const liveIds = (server: AlgoliaServer) => new Set(server.indices.get('docs')?.records.keys());
const snapshot = (server: AlgoliaServer) => JSON.stringify([...server.indices].map(([name, i]) => [name, [...i.records], i.settings]));

/** Rewrite one paragraph, drop one section and add another: some records change, most do not. */
function editDeployPage(site: string): void {
  const page = path.join(site, 'docs/en/guide/deploy.md');
  writeFileSync(page, read(page).replace('Any host that serves files works', 'Every host that serves files works').replace(/## Search records\n\n.*\n/, '## Rollback\n\nRedeploy the previous build.\n'));
}

describe('docsite search push (atomic replace)', () => {
  it('pushes every record and the DocSearch settings, and says what it did', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site], keys(server));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const records = localRecords(site);
    expect(result.stdout).toMatch(new RegExp(`^Pushed ${records.length} records \\(en 22, zh 22\\) to docs in \\d+\\.\\d s: settings applied, index replaced atomically\\.\\n$`));
    const live = server.indices.get('docs')!;
    expect(new Map([...live.records].map(([id, r]) => [id, r]))).toEqual(new Map(records.map((r) => [r.objectID, r])));
    expect(live.settings).toEqual(SETTINGS);
    expect([...server.indices.keys()]).toEqual(['docs']);
    const ops = server.requests.map((r) => `${r.method} ${r.path.replace(/docs_tmp_\d+/, 'TMP')}`).filter((r) => !r.includes('/task/'));
    expect(ops).toEqual(['POST /1/indexes/docs/operation', 'PUT /1/indexes/TMP/settings', 'POST /1/indexes/TMP/batch', 'POST /1/indexes/TMP/operation']);
  });

  it('replaces the live records on a re-push, keeping settings it does not manage', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    server.indices.set('docs', { records: new Map([['stray', { objectID: 'stray', url: '/gone' }]]), settings: { paginationLimitedTo: 500, distinct: false } });
    const result = await docsite(['search', 'push', site, '--batch-size', '10'], keys(server));
    expect(result.code).toBe(0);
    expect(liveIds(server)).toEqual(new Set(localRecords(site).map((r) => r.objectID)));
    expect(server.indices.get('docs')!.settings).toEqual({ paginationLimitedTo: 500, ...SETTINGS });
    expect(server.requests.filter((r) => r.path.endsWith('/batch'))).toHaveLength(5);
  });

  it('leaves the live index exactly as it was when a batch fails midway, and exits 1 without a stack trace', async () => {
    // 44 records in batches of 10: the first push sends 5 batches, the second fails at its third.
    const server = await algolia({ failAfterBatches: 7 });
    const site = hostedSite(server);
    expect((await docsite(['search', 'push', site, '--batch-size', '10'], keys(server))).code).toBe(0);
    const before = snapshot(server);
    editDeployPage(site);
    const result = await docsite(['search', 'push', site, '--batch-size', '10'], keys(server));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^docsite search push: Algolia failed while sending batch 3 of 5 \(addObject\) to docs_tmp_\d+: every host failed\. Tried http:\/\/127\.0\.0\.1:\d+ \(HTTP 500\)\. The live index was left as it was\.\n {2}Algolia may be having an incident/,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(snapshot(server)).toBe(before);
  });

  it('also survives a dropped connection', async () => {
    const server = await algolia({ failAfterBatches: 1, failWith: 'drop' });
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site, '--batch-size', '20'], keys(server));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Could not reach Algolia while sending batch 2 of 3 .*Tried http:\/\/127\.0\.0\.1:\d+ \(socket hang up\)\. The live index was left as it was\./);
    expect([...server.indices.keys()]).toEqual([]);
  });
});

describe('docsite search push --incremental', () => {
  it('sends only the new records and deletes the vanished ones', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    expect((await docsite(['search', 'push', site], keys(server))).code).toBe(0);
    const before = localRecords(site);
    editDeployPage(site);
    // A mark on every live record: those the push leaves alone keep it.
    for (const record of server.indices.get('docs')!.records.values()) record.untouched = true;
    const result = await docsite(['search', 'push', site, '--incremental'], keys(server));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const after = localRecords(site);
    const oldIds = new Set(before.map((r) => r.objectID));
    const newIds = new Set(after.map((r) => r.objectID));
    const added = after.filter((r) => !oldIds.has(r.objectID));
    const deleted = before.filter((r) => !newIds.has(r.objectID));
    expect(added.length).toBeGreaterThan(0);
    expect(deleted.length).toBeGreaterThan(0);
    expect(result.stdout).toMatch(
      new RegExp(`^Updated docs in \\d+\\.\\d s: ${added.length} records? added, 0 updated, ${deleted.length} deleted, ${after.length - added.length} unchanged; now ${after.length} records \\(en \\d+, zh 22\\); settings applied\\.\\n$`),
    );
    expect(liveIds(server)).toEqual(newIds);
    const live = server.indices.get('docs')!.records;
    expect(after.filter((r) => !live.get(r.objectID)!.untouched).map((r) => r.objectID)).toEqual(added.map((r) => r.objectID));
  });

  it('sends again the records whose position on the page moved (their weight is not in the objectID)', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    expect((await docsite(['search', 'push', site], keys(server))).code).toBe(0);
    const page = path.join(site, 'docs/en/guide/install.md');
    writeFileSync(page, read(page).replace('## Requirements', 'A new first paragraph.\n\n## Requirements'));
    const result = await docsite(['search', 'push', site, '--incremental'], keys(server));
    expect(result.code).toBe(0);
    // The new paragraph, then the 8 records below it on the page.
    expect(result.stdout).toMatch(/: 1 record added, 8 updated, 0 deleted, 36 unchanged; now 45 records/);
    const live = server.indices.get('docs')!.records;
    for (const record of localRecords(site)) expect(live.get(record.objectID)).toEqual(record);
  });

  it('fills an index that does not exist yet', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site, '--incremental'], keys(server));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/: 44 records added, 0 updated, 0 deleted, 0 unchanged; now 44 records/);
    expect(server.indices.get('docs')!.settings).toEqual(SETTINGS);
  });
});

describe('docsite search push --dry-run', () => {
  it('needs no credentials and sends nothing for a full push', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Dry run: would replace docs with 44 records \(en 22, zh 22\) and apply the settings; nothing was sent\.\n {2}\+ 44 records \(--json lists them\)\n$/);
    expect(server.requests).toEqual([]);
  });

  it('with --incremental, reads the live index, lists the changes and writes nothing', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    expect((await docsite(['search', 'push', site], keys(server))).code).toBe(0);
    const before = snapshot(server);
    const requests = server.requests.length;
    editDeployPage(site);
    const result = await docsite(['search', 'push', site, '--incremental', '--dry-run'], keys(server));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Dry run: docs would get 3 records added, 0 updated, 3 deleted, 41 unchanged, leaving 44 records \(en 22, zh 22\); nothing was written\.\n/);
    expect(result.stdout.split('\n').slice(1)).toEqual(['  + /guide/deploy.html#static-hosts', '  + /guide/deploy.html#rollback (2 records)', '  - /guide/deploy.html#static-hosts', '  - /guide/deploy.html#search-records (2 records)', '']);
    expect(snapshot(server)).toBe(before);
    expect(server.requests.slice(requests).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /1/indexes/docs/browse']);
  });

  it('prints the plan as JSON', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site, '--dry-run', '--json']);
    expect(result.code).toBe(0);
    const output = JSON.parse(result.stdout) as { ok: boolean; summary: Record<string, unknown>; error: unknown };
    expect(output).toMatchObject({ ok: true, error: null, summary: { index: 'docs', appId: null, mode: 'replace', dryRun: true, records: 44, langs: { en: 22, zh: 22 }, added: 44, deleted: null, settingsApplied: false } });
    expect((output.summary.changes as { added: string[] }).added).toContain('/guide/deploy.html#static-hosts');
  });
});

describe('docsite search push errors', () => {
  const setIt = (name: string) =>
    `  Set ${name} in the environment of the push, never in docsite.config or another committed file. In GitHub Actions, add it as a repository secret and give the step \`env: { ${name}: \${{ secrets.${name} }} }\`; locally, \`${name}=… docsite search push\`.\n`;

  it('names a missing ALGOLIA_APP_ID and how to set it, before indexing anything', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site], { ALGOLIA_ADMIN_KEY: server.adminKey });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`docsite search push: ALGOLIA_APP_ID is not set: the push needs your Algolia application ID.\n${setIt('ALGOLIA_APP_ID')}`);
    expect(existsSync(path.join(site, '.docsite'))).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it('names a missing ALGOLIA_ADMIN_KEY, in JSON too', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    const result = await docsite(['search', 'push', site], { ALGOLIA_APP_ID: server.appId });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`docsite search push: ALGOLIA_ADMIN_KEY is not set: the push needs an Algolia admin API key.\n${setIt('ALGOLIA_ADMIN_KEY')}`);
    const json = await docsite(['search', 'push', site, '--json'], { ALGOLIA_APP_ID: server.appId });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      ok: false,
      summary: null,
      error: { message: 'ALGOLIA_ADMIN_KEY is not set: the push needs an Algolia admin API key.', fix: setIt('ALGOLIA_ADMIN_KEY').trim() },
      warnings: [],
      messages: [],
    });
  });

  it('asks for --index when the config has no hosted search', async () => {
    const site = copyFixture('search-hosted');
    const result = await docsite(['search', 'push', site, '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "docsite search push: No Algolia index to push to: the site's config has `search: { provider: 'local' }`.\n  Pass --index <name>, or configure hosted search in docsite.config: `search: { provider: 'algolia', appId, apiKey: '<search-only key>', indexName }`.\n",
    );
  });

  it('warns when ALGOLIA_APP_ID is not the app the site searches', async () => {
    const server = await algolia();
    const result = await docsite(['search', 'push', hostedSite(server, { appId: 'OTHERAPP' }), '--dry-run'], keys(server));
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "docsite search push: warning ALGOLIA_APP_ID (TESTAPPID) is not the app in the config's `search.appId` (OTHERAPP): the site's search reads OTHERAPP, so it will not see these records.\n",
    );
  });

  it('refuses to empty the index when the site has no records', async () => {
    const server = await algolia();
    const site = hostedSite(server);
    for (const page of ['en/index.md', 'en/guide/install.md', 'en/guide/deploy.md', 'zh/index.md', 'zh/guide/install.md', 'zh/guide/deploy.md']) {
      const file = path.join(site, 'docs', page);
      writeFileSync(file, `---\nsearch: false\n---\n${read(file)}`);
    }
    const result = await docsite(['search', 'push', site], keys(server));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'docsite search push: The site has no search records, so the push would empty docs; nothing was sent.\n  Check that not every page has `search: false` in its frontmatter. To empty the index on purpose, clear it in the Algolia dashboard.\n',
    );
    expect(server.requests).toEqual([]);
  });

  it('says Algolia rejected a wrong admin key, without printing it', async () => {
    const server = await algolia();
    const result = await docsite(['search', 'push', hostedSite(server)], { ALGOLIA_APP_ID: server.appId, ALGOLIA_ADMIN_KEY: 'wrong-key-3141592' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `docsite search push: Algolia rejected the admin key for app ${server.appId} while copying the settings, synonyms and rules of docs to ${/docs_tmp_\d+/.exec(result.stderr)?.[0]} (403: Invalid Application-ID or API key). The live index was left as it was.\n` +
        "  Check ALGOLIA_ADMIN_KEY: it must be this app's Admin API key (Algolia dashboard → Settings → API Keys) or a key with the addObject, deleteObject, deleteIndex, editSettings and browse ACLs, not the search-only key; and check that ALGOLIA_APP_ID names the app it belongs to.\n",
    );
    expect(result.stderr + result.stdout).not.toContain('wrong-key-3141592');
  });

  it('names the hosts it tried when none answers', async () => {
    const server = await algolia();
    const closed = await algolia();
    await closed.close();
    const result = await docsite(['search', 'push', hostedSite(server, { hosts: [closed.url] })], keys(server));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^docsite search push: Could not reach Algolia while copying .*: every host was unreachable\\. Tried ${closed.url.replace(/\./g, '\\.')} \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${closed.port}\\)\\. The live index was left as it was\\.\\n {2}Check this machine’s network`),
    );
  });
});

describe('the admin key stays secret', () => {
  const secret = 'ADMIN-SECRET-5f0c7d3e9a1b';

  /** Every file below `dir` that contains `text`. */
  function filesContaining(dir: string, text: string): string[] {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => readFileSync(file).includes(text));
  }

  it('appears nowhere in dist/, .docsite/, stdout or stderr', async () => {
    const server = await algolia({ adminKey: secret });
    const site = hostedSite(server);
    const env = keys(server);
    const runs = [
      await docsite(['build', site], env),
      await docsite(['index', site, '--json'], env),
      await docsite(['search', 'push', site, '--verbose'], env),
      await docsite(['search', 'push', site, '--json'], env),
      await docsite(['search', 'push', site, '--incremental', '--dry-run', '--json', '--verbose'], env),
      await docsite(['search', 'push', site, '--dry-run'], env),
    ];
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    expect(runs[2]!.stderr).toContain('docsite search push: moving docs_tmp_');
    expect(runs.map((r) => r.stdout + r.stderr).join('\n')).not.toContain(secret);
    expect(filesContaining(path.join(site, 'dist'), secret)).toEqual([]);
    expect(filesContaining(path.join(site, '.docsite'), secret)).toEqual([]);
  });

  it('is refused as the config’s search.apiKey, by the build and by the push', async () => {
    const server = await algolia({ adminKey: secret });
    const site = hostedSite(server, { apiKey: secret });
    const build = await docsite(['build', site], keys(server));
    expect(build.code).toBe(1);
    expect(build.stderr).toMatch(/search-only/);
    const push = await docsite(['search', 'push', site], keys(server));
    expect(push.code).toBe(1);
    expect(push.stderr).toMatch(/error Invalid config: search\.apiKey is the Algolia admin key[^]*search-only[^]*\ndocsite search push: 1 error\(s\) in the site; nothing was pushed\.\n$/);
    expect(build.stdout + build.stderr + push.stdout + push.stderr).not.toContain(secret);
    expect(server.requests).toEqual([]);
    // A secret stored with a trailing newline (as `echo` writes it) is still the admin key.
    const index = await docsite(['index', site], { ...keys(server), ALGOLIA_ADMIN_KEY: `${secret}\n` });
    expect(index.code).toBe(1);
    expect(index.stderr).toMatch(/search\.apiKey is the Algolia admin key/);
  });
});

describe('the local Algolia server (test helper)', () => {
  async function pushed(options: AlgoliaServerOptions = {}): Promise<AlgoliaServer> {
    const server = await algolia(options);
    expect((await docsite(['search', 'push', hostedSite(server)], keys(server))).code).toBe(0);
    return server;
  }

  /** A query as the browser's lite client sends it: keys in the query string, a text/plain body. */
  function query(server: AlgoliaServer, key: string, requests: Record<string, unknown>[]) {
    return fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=${server.appId}&x-algolia-api-key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:4173' },
      body: JSON.stringify({ requests }),
    });
  }

  it('answers multi-index queries with the search key: words ANDed, lang filtered, matches marked with the request’s tags', async () => {
    const server = await pushed();
    const response = await query(server, server.searchKey, [
      { indexName: 'docs', query: 'static HOST', facetFilters: ['lang:en'], hitsPerPage: 3, attributesToSnippet: ['content:4'], highlightPreTag: '<b>', highlightPostTag: '</b>' },
      { indexName: 'docs', params: 'query=%E9%83%A8%E7%BD%B2&facetFilters=%5B%22lang%3Azh%22%5D' },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { results } = (await response.json()) as { results: { hits: Record<string, any>[]; nbHits: number }[] };
    // The heading first, then text: the section's paragraph, and the page's intro ("…to any static host").
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['/guide/deploy.html#static-hosts', '/guide/deploy.html#static-hosts', '/guide/deploy.html']);
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl2).toEqual({ value: '<b>Static</b> <b>host</b>s', matchLevel: 'full', matchedWords: ['static', 'host'], fullyHighlighted: false });
    expect(results[0]!.hits[1]!._snippetResult.content.value).toBe('Any <b>host</b> that serves…');
    expect(results[1]!.hits.length).toBeGreaterThan(0);
    // No tags in the request: the index's settings (as pushed) give them.
    expect(results[1]!.hits.every((h) => h.lang === 'zh' && JSON.stringify(h._highlightResult).includes('<mark>部署</mark>'))).toBe(true);
  });

  it('refuses a wrong key (403), and writes with the search key; answers CORS preflights', async () => {
    const server = await algolia();
    expect((await query(server, 'nope', [{ indexName: 'docs', query: 'a' }])).status).toBe(403);
    const write = await fetch(`${server.url}/1/indexes/docs/batch`, { method: 'POST', headers: { 'x-algolia-application-id': server.appId, 'x-algolia-api-key': server.searchKey }, body: '{"requests":[]}' });
    expect(write.status).toBe(403);
    const preflight = await fetch(`${server.url}/1/indexes/*/queries`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key');
    expect(server.requests).toEqual([]);
  });

  it('answers late with delayMs', async () => {
    const server = await algolia({ delayMs: 300 });
    const started = performance.now();
    await query(server, server.searchKey, []);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
