import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OVERRIDABLE_COMPONENTS } from '../../schemas/theme-components.js';
import { repoRoot } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/**
 * The published types (lib/types/) of `docsite/theme` as a site's theme
 * module meets them: every component the theme lets a site replace is
 * exported with its props type, so a replacement can take the original's
 * props and wrap it. Checked by tsc in a throwaway project with docsite
 * installed under its npm alias, as test/cli/user-types.test.ts does.
 */
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');

/** A wrapper of every replaceable component, each typed with its own props type; `Layout` fills two slots. */
const theme = `import * as Original from 'docsite/theme';
import type { ${OVERRIDABLE_COMPONENTS.map((name) => `${name}Props`).join(', ')} } from 'docsite/theme';

${OVERRIDABLE_COMPONENTS.map(
  (name) => `export function ${name}(props: ${name}Props) {
  return <Original.${name} {...props}${name === 'Layout' ? ' beforeNav={<p>Notice</p>} bottom="Bottom"' : ''} />;
}`,
).join('\n\n')}
`;

function themeProject(): string {
  const dir = tempDir('docsite-theme-types-');
  writeFiles(dir, {
    'package.json': JSON.stringify({ name: 'my-docs', private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, jsx: 'react-jsx', noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], skipLibCheck: false }, include: ['theme'] }),
    'theme/index.tsx': theme,
  });
  mkdirSync(path.join(dir, 'node_modules/@types'), { recursive: true });
  symlinkSync(repoRoot, path.join(dir, 'node_modules/docsite'), 'dir');
  symlinkSync(path.join(repoRoot, 'node_modules/react'), path.join(dir, 'node_modules/react'), 'dir');
  symlinkSync(path.join(repoRoot, 'node_modules/@types/react'), path.join(dir, 'node_modules/@types/react'), 'dir');
  return dir;
}

function typeCheck(dir: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', dir], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('docsite/theme types for a theme module', () => {
  const dir = themeProject();

  it('type-check a wrapper of every replaceable component, typed with its exported props type', () => {
    expect(typeCheck(dir)).toEqual({ code: 0, output: '' });
  });

  it('reject a slot the Layout does not have and a wrong prop of a wrapped original', () => {
    writeFiles(dir, {
      'theme/bad.tsx': `import { Layout, Navbar, type OutlineProps } from 'docsite/theme';

export const a = <Layout beforeNavbar="x" />;
export const b = <Navbar onMenu="open" />;
export const c = (props: OutlineProps) => props.toc.map((entry) => entry.title);
`,
    });
    const { code, output } = typeCheck(dir);
    expect(code).toBe(1);
    const errors = output.split('\n').filter((line) => / error TS\d+:/.test(line)).map((line) => line.replace(/^.*?theme[/\\]/, 'theme/').replace(/: error (TS\d+):.*/, ' $1'));
    expect(errors).toEqual(['theme/bad.tsx(3,26) TS2322', 'theme/bad.tsx(4,26) TS2322', 'theme/bad.tsx(5,74) TS2339']);
    expect(output).toContain("Did you mean 'beforeNav'?");
  });
});
