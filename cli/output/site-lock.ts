import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { fail } from '../report/problem.js';
import { isAlive } from './leftovers.js';
import { temporaryPath } from './write-atomic.js';

/** The lock's name in the output folder. */
export const LOCK_FILE = 'lock';
/** How long a run waits for another one to finish, unless `DOCSITE_LOCK_TIMEOUT` (seconds) says otherwise. */
const DEFAULT_WAIT_S = 600;
const POLL_MS = 100;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

interface Holder {
  pid: number;
  /** The holder's command line, for the message of a run that waits. */
  command: string;
  /** Tells this holding apart from a later one by a process with the same pid. */
  token: string;
}

/** Another run held the lock for longer than this one would wait. */
export interface SiteBusy {
  lockFile: string;
  dir: string;
  holder: Holder;
  /** How long it waited, in seconds. */
  waitS: number;
}

/** The locks this process holds (lock file → token): a second run in the same process waits too. */
const heldByProcess = new Map<string, string>();
/** Locks being waited for or held: while there are any, this process listens for its exit and for signals. */
let active = 0;

/**
 * Run `run` holding `<outDir>/lock`, so that runs on one site (`build`,
 * `index`, each build of `dev`) take turns with its cache and index: each
 * would otherwise write files the other is reading. A run that finds the
 * lock taken says so once and waits; a lock whose process is gone (killed
 * with -9) is taken over. When the wait runs out, `busy` makes the result.
 */
export async function withSiteLock<T>(outDir: string, run: () => Promise<T>, busy: (problem: SiteBusy) => T): Promise<T> {
  const lockFile = path.join(outDir, LOCK_FILE);
  const taken = await acquire(outDir, lockFile);
  if ('holder' in taken) return busy(taken);
  try {
    return await run();
  } finally {
    taken.release();
  }
}

/** The failed run's one error: who holds the lock, and what to do. */
export function busyMessage({ lockFile, dir, holder, waitS }: SiteBusy): VFileMessage {
  return fail(new VFile({ path: lockFile }), `another docsite run (pid ${holder.pid}, ${holder.command}) is using ${dir}; gave up after waiting ${waitS} s`, {
    ruleId: 'site-busy',
    fix: `Run again once it has finished. If no docsite runs any more (pid ${holder.pid} is another program now), delete ${lockFile}. DOCSITE_LOCK_TIMEOUT sets the wait in seconds (default ${DEFAULT_WAIT_S}).`,
  });
}

async function acquire(outDir: string, lockFile: string): Promise<{ release(): void } | SiteBusy> {
  // Listening before the lock exists: a signal between its creation and a listener would end the process with the lock left behind.
  if (active++ === 0) listen(true);
  const stopListening = () => {
    if (--active === 0) listen(false);
  };
  let taken: Awaited<ReturnType<typeof take>>;
  try {
    taken = await take(outDir, lockFile);
  } catch (error) {
    stopListening();
    throw error;
  }
  if ('holder' in taken) {
    stopListening();
    return taken;
  }
  const { token, created } = taken;
  return {
    release() {
      heldByProcess.delete(lockFile);
      stopListening();
      release(lockFile, token);
      // A run that found no output folder and wrote nothing (its site failed) leaves none.
      for (let dir = outDir; created; dir = path.dirname(dir)) {
        try {
          rmdirSync(dir);
        } catch {
          break;
        }
        if (dir === created) break;
      }
    },
  };
}

/** Create the lock, waiting for a live holder and taking over from a dead one; the first folder it had to make comes back too. */
async function take(outDir: string, lockFile: string): Promise<{ token: string; created: string | undefined } | SiteBusy> {
  const waitS = lockWait();
  const mine: Holder = { pid: process.pid, command: commandLine(), token: randomBytes(8).toString('hex') };
  const started = Date.now();
  let created: string | undefined;
  let announced: number | undefined;
  let unreadable = false;
  for (;;) {
    // Again on every turn: the holder removes the folder if it made it and left nothing in it.
    created = mkdirSync(outDir, { recursive: true }) ?? created;
    let made: boolean;
    try {
      made = create(lockFile, JSON.stringify(mine));
    } catch (error) {
      // The holder removed the folder between our mkdir and our create.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (made) {
      heldByProcess.set(lockFile, mine.token);
      return { token: mine.token, created };
    }
    const holder = readHolder(lockFile);
    if (holder === 'gone') continue;
    // Unreadable is a lock being written, or one whose writer was killed in that instant: the second look tells.
    if (holder === 'unreadable' ? unreadable : isStale(holder, lockFile)) {
      takeOver(lockFile, holder);
      unreadable = false;
      continue;
    }
    unreadable = holder === 'unreadable';
    if (holder !== 'unreadable') {
      if (Date.now() - started >= waitS * 1000) return { lockFile, dir: outDir, holder, waitS };
      if (announced !== holder.pid) process.stderr.write(`another docsite run (pid ${holder.pid}, ${holder.command}) is using ${outDir}; waiting…\n`);
      announced = holder.pid;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Make the lock file with its content in one step: a link to a complete
 * file fails if the lock exists. A file system without hard links gets an
 * exclusive create, whose content follows an instant later.
 */
function create(lockFile: string, text: string): boolean {
  const temporary = temporaryPath(lockFile);
  writeFileSync(temporary, text);
  try {
    linkSync(temporary, lockFile);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  try {
    writeFileSync(lockFile, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readHolder(file: string): Holder | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (Number.isInteger(holder.pid) && typeof holder.command === 'string' && typeof holder.token === 'string') return holder as Holder;
  } catch {
    // Not JSON: said below.
  }
  return 'unreadable';
}

/** A holder that is gone; a pid of this process that it does not hold is an earlier process's (containers reuse pids). */
function isStale(holder: Holder, lockFile: string): boolean {
  return holder.pid === process.pid ? heldByProcess.get(lockFile) !== holder.token : !isAlive(holder.pid);
}

/**
 * Remove a stale lock. Moved aside first and checked: if another waiter took
 * it over between our look and the move, the lock moved is that waiter's
 * live one, and is put back.
 */
function takeOver(lockFile: string, seen: Holder | 'unreadable'): void {
  const aside = temporaryPath(lockFile);
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  const same = seen === 'unreadable' ? moved === 'unreadable' : typeof moved === 'object' && moved.token === seen.token;
  if (!same) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // A third run took the free name in that instant: it and the waiter both go on, as they would have without a lock.
    }
  }
  rmSync(aside, { force: true });
}

/** Remove the lock if it is still this holding's (one taken over as stale is another run's now). */
function release(lockFile: string, token: string): void {
  const holder = readHolder(lockFile);
  if (typeof holder === 'object' && holder.token === token) unlinkSync(lockFile);
}

function releaseAll(): void {
  for (const [lockFile, token] of heldByProcess) release(lockFile, token);
  heldByProcess.clear();
}

/**
 * Ctrl+C or a kill: alone, let go of the locks and end as the signal would
 * have. When the program has its own listener (`dev` closes in its own
 * time), its build finishes and lets go.
 */
function onSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 0) return;
  releaseAll();
  listen(false);
  process.kill(process.pid, signal);
}

function listen(on: boolean): void {
  if (on) {
    process.on('exit', releaseAll);
    for (const signal of SIGNALS) process.once(signal, onSignal);
  } else {
    process.off('exit', releaseAll);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
}

function lockWait(): number {
  const value = process.env.DOCSITE_LOCK_TIMEOUT;
  if (value === undefined || value.trim() === '') return DEFAULT_WAIT_S;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`DOCSITE_LOCK_TIMEOUT must be a number of seconds, 0 or more, not "${value}"`);
  return seconds;
}

/** `docsite build .` for the CLI, the script and its arguments for a program that calls docsite. */
function commandLine(): string {
  const [, script, ...args] = process.argv;
  return [script ? path.basename(script).replace(/\.[cm]?js$/, '') : 'node', ...args].join(' ');
}
