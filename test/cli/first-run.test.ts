/**
 * What a new user meets first: a config entry that lacks a key, a favicon
 * that is not there, a site without one, and a frontmatter block left open.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const CONFIG_FIX = '  Check the key and its value against the config reference (docs: API → Config), which lists every key, its type and its default.\n';

function site(files: Record<string, string>): string {
  const dir = tempDir();
  writeFiles(dir, { 'docs/en/index.md': '# Home\n', ...files });
  return dir;
}

describe('a config entry that lacks a required key', () => {
  it('is reported on that entry, not on an earlier one that has the key', () => {
    const dir = site({
      'docsite.config.ts': [
        "import { defineConfig } from 'docsite';",
        '',
        'export default defineConfig({',
        '  locales: [',
        "    { lang: 'en', label: 'English' },",
        "    { lang: 'zh', title: '文档' },",
        '  ],',
        '});',
        '',
      ].join('\n'),
      'docs/zh/index.md': '# 首页\n',
    });
    const { code, stderr } = runCli(['index', dir]);
    expect(code).toBe(1);
    expect(stderr).toContain(`docsite.config.ts:6:5 error Invalid config: locales[1].label: required: expected string\n${CONFIG_FIX}`);
  });
});

describe('the favicon', () => {
  it('fails the build at the `icon` key when public/ lacks the file, with the fix, and passes once it is there', () => {
    const dir = site({ 'docsite.config.json': '{\n  "title": "Docs",\n  "icon": "/favicon.svg"\n}\n', 'dist/index.html': 'the previous build' });
    const failed = runCli(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'docsite.config.json:3:3 error Invalid config: icon: no file in public/ has the path /favicon.svg\n' +
        '  Put the file at public/favicon.svg, or set `icon` to the path of a file in public/ (`/favicon.svg` for public/favicon.svg) or to a full URL.\n',
    );
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toBe('the previous build');

    writeFiles(dir, { 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const built = runCli(['build', dir]);
    expect(built.stderr).toBe('');
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('fails the build at the `image` key (the link preview picture) the same way', () => {
    const dir = site({ 'docsite.config.json': '{\n  "title": "Docs",\n  "image": "img/card.png"\n}\n' });
    const failed = runCli(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'docsite.config.json:3:3 error Invalid config: image: no file in public/ has the path /img/card.png\n' +
        '  Put the file at public/img/card.png, or set `image` to the path of a file in public/ (`/social-card.png` for public/social-card.png) or to a full URL.\n',
    );
    writeFiles(dir, { 'public/img/card.png': 'png' });
    expect(runCli(['build', dir])).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('<meta property="og:image" content="/img/card.png">');
  });

  it('is not checked when it is a URL', () => {
    const dir = site({ 'docsite.config.json': '{ "icon": "https://cdn.example.com/favicon.ico" }' });
    expect(runCli(['build', dir])).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('<link rel="icon" href="https://cdn.example.com/favicon.ico">');
  });

  it('is declared empty on a site without one, so the browser does not ask for /favicon.ico', () => {
    const dir = site({});
    expect(runCli(['build', dir])).toMatchObject({ code: 0, stderr: '' });
    for (const file of ['index.html', '404.html']) expect(readFileSync(path.join(dir, 'dist', file), 'utf8')).toContain('<link rel="icon" href="data:,">');
  });
});

describe('a frontmatter block with no closing line', () => {
  it('fails the build at its opening line instead of rendering a rule and the YAML as text', () => {
    const dir = site({ 'docs/en/guide.md': '---\ntitle: Guide\n\n# Guide\n' });
    const { code, stderr } = runCli(['build'], dir);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'docs/en/guide.md:1:1 error Frontmatter is not closed: add a line --- after it\n' +
        '  End the frontmatter with a line `---` after its last key. A page meant to start with a horizontal rule can use `***` instead.\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });
});
