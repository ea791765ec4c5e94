import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

// Loaded before the CLI: at exit, says whether any CommonJS module of the esprima package was loaded in the process.
const PROBE = `import { createRequire } from 'node:module';
import { sep } from 'node:path';
const cache = createRequire(import.meta.url).cache;
process.on('exit', () => process.stderr.write(\`esprima loaded: \${Object.keys(cache).some((file) => file.includes(\`\${sep}esprima\${sep}\`))}\\n\`));
`;

describe('what the CLI loads', () => {
  it('reads YAML frontmatter without loading esprima (scripts/yaml-without-esprima.mjs)', () => {
    const dir = tempDir();
    const site = path.join(dir, 'site');
    writeFiles(site, {
      'docs/en/index.md': '---\ntitle: Home\ntags: [one, two]\nsidebar_position: 2\n---\n\n# Home\n',
    });
    const probe = path.join(dir, 'probe.mjs');
    writeFileSync(probe, PROBE);
    const out = path.join(dir, 'out');
    const result = runCli(['index', site, '--out', out, '--threads', '1'], undefined, { NODE_OPTIONS: `--import ${pathToFileURL(probe).href}` });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('esprima loaded: false');
    const { pages } = JSON.parse(readFileSync(path.join(out, 'pages.json'), 'utf8')) as { pages: { frontmatter: Record<string, unknown> }[] };
    expect(pages[0]!.frontmatter).toMatchObject({ title: 'Home', tags: ['one', 'two'], sidebar_position: 2 });
  });
});

describe('what the CLI bundle holds', () => {
  const bundle = () => {
    const dir = path.resolve('lib/cli');
    return readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
  };

  it("keeps zod's English messages and none of its other locales (scripts/zod-english-only.mjs), and a bad config still says what was expected", () => {
    const code = bundle();
    // esbuild names each module it bundles in a comment.
    expect(code).toContain('// node_modules/zod/v4/locales/en.js');
    expect(code).not.toMatch(/\/\/ node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/);
    const site = tempDir();
    writeFiles(site, { 'docsite.config.json': '{ "title": 3 }', 'docs/en/index.md': '# Home\n' });
    const result = runCli(['index', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docsite.config.json:1:3 error Invalid config: title: expected string, received number');
  });
});
