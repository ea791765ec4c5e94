import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSiteLock, type SiteBusy } from '../../../../cli/output/site-lock.js';
import { tempDir } from '../../../helpers/temp-site.js';

const busy = (problem: SiteBusy): string | void => `busy: pid ${problem.holder.pid}`;

describe('withSiteLock in one process', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.DOCSITE_LOCK_TIMEOUT;
  });

  it('makes a second run wait for the first, saying so once', async () => {
    const out = path.join(tempDir(), '.docsite');
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = withSiteLock(
      out,
      async () => {
        order.push('first');
        expect(JSON.parse(readFileSync(path.join(out, 'lock'), 'utf8'))).toMatchObject({ pid: process.pid });
        await new Promise<void>((resolve) => (finishFirst = resolve));
        order.push('first done');
      },
      busy,
    );
    const second = withSiteLock(out, async () => void order.push('second'), busy);
    // The first run is in, and the second has looked at the lock and is waiting for it.
    await vi.waitFor(() => expect(order).toEqual(['first']));
    expect(said).toHaveBeenCalled();
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'first done', 'second']);
    expect(said).toHaveBeenCalledTimes(1);
    expect(String(said.mock.calls[0]![0])).toMatch(/^another docsite run \(pid \d+, .+\) is using .+; waiting…\n$/);
    expect(String(said.mock.calls[0]![0])).toContain(`(pid ${process.pid}, `);
    expect(String(said.mock.calls[0]![0])).toContain(` is using ${out}; `);
    // The folder it had to make for the lock held nothing else: it is gone with the lock.
    expect(existsSync(out)).toBe(false);
  });

  it('gives the busy result at once with DOCSITE_LOCK_TIMEOUT=0, and leaves the holder’s lock alone', async () => {
    const out = path.join(tempDir(), '.docsite');
    process.env.DOCSITE_LOCK_TIMEOUT = '0';
    let finishFirst!: () => void;
    const first = withSiteLock(out, () => new Promise<void>((resolve) => (finishFirst = resolve)), busy);
    expect(await withSiteLock(out, async () => 'ran', busy)).toBe(`busy: pid ${process.pid}`);
    expect(existsSync(path.join(out, 'lock'))).toBe(true);
    finishFirst();
    await first;
    expect(existsSync(path.join(out, 'lock'))).toBe(false);
  });

  it('refuses a DOCSITE_LOCK_TIMEOUT that is not a number of seconds', async () => {
    process.env.DOCSITE_LOCK_TIMEOUT = 'soon';
    await expect(withSiteLock(tempDir(), async () => 'ran', busy)).rejects.toThrow('DOCSITE_LOCK_TIMEOUT must be a number of seconds, 0 or more, not "soon"');
  });
});
