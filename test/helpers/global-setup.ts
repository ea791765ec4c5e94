import { execFileSync } from 'node:child_process';

/** CLI tests run `bin/docsite.js`, which loads `lib/`: build it from the current source first. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
