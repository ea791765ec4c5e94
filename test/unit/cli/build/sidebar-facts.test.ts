import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SidebarFacts } from '../../../../cli/build/generated-sidebars.js';
import { tempDir } from '../../../helpers/temp-site.js';

const facts = (title: string) => ({ title, overview: false, notFound: false, hidden: false });

describe('SidebarFacts', () => {
  it('reads a page\'s entry once per stamp across builds, and lets go of the stamps a build did not use', () => {
    const kept = new SidebarFacts();
    const reads: string[] = [];
    const read = (stamp: string, title: string) => kept.get(stamp, () => (reads.push(stamp), facts(title)));
    expect(read('k:a1', 'A')).toEqual(facts('A'));
    expect(read('k:b1', 'B')).toEqual(facts('B'));
    expect(read('k:none', 'x') && kept.get('k:gone', () => (reads.push('k:gone'), null))).toBeNull();
    kept.settle();
    // The next build: page a unchanged, page b edited (a new stamp), the page without an entry still without one.
    expect(read('k:a1', 'ignored')).toEqual(facts('A'));
    expect(read('k:b2', 'B, edited')).toEqual(facts('B, edited'));
    expect(kept.get('k:gone', () => (reads.push('k:gone again'), null))).toBeNull();
    kept.settle();
    // b's first stamp went with the build that did not ask for it: asked again, it is read again.
    expect(read('k:b1', 'B')).toEqual(facts('B'));
    expect(reads).toEqual(['k:a1', 'k:b1', 'k:none', 'k:gone', 'k:b2', 'k:b1']);
  });
});

describe('SidebarFacts in a file between builds', () => {
  it('reads back what the last build used, and nothing of a file it did not write', () => {
    const file = path.join(tempDir('docsite-facts-'), 'sidebar-facts.jsonl');
    expect(SidebarFacts.read(file).get('k:a1', () => facts('read, as there is no file'))).toEqual(facts('read, as there is no file'));
    const first = SidebarFacts.read(file);
    first.get('k:a1', () => facts('A'));
    first.get('k:none', () => null);
    first.save(file);
    const reads: string[] = [];
    const next = SidebarFacts.read(file);
    expect(next.get('k:a1', () => (reads.push('k:a1'), facts('not read')))).toEqual(facts('A'));
    expect(next.get('k:none', () => (reads.push('k:none'), facts('not read')))).toBeNull();
    expect(next.get('k:b1', () => (reads.push('k:b1'), facts('B')))).toEqual(facts('B'));
    expect(reads).toEqual(['k:b1']);
    writeFileSync(file, '["k:a1",{"title":"A"}]\nnot JSON\n');
    expect(SidebarFacts.read(file).get('k:a1', () => facts('read again'))).toEqual(facts('read again'));
  });
});
