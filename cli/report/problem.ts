import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';

export interface ProblemOptions {
  place?: Point | Position | undefined;
  ruleId: string;
  /** What the author should do about it; printed under the message. */
  fix: string;
}

/**
 * The same message already on the file: a fragment's problem is found once for each page that imports it, and a
 * page's once more for each language it is the fallback of. It is told once, with the first finder's fix.
 */
export function toldAlready(file: VFile, reason: string, fatal: boolean | null | undefined, line: number | undefined, column: number | undefined): VFileMessage | undefined {
  return file.messages.find((m) => m.reason === reason && m.fatal === fatal && m.line === line && m.column === column);
}

function problem(file: VFile, reason: string, options: ProblemOptions, fatal: boolean): VFileMessage {
  const start = options.place && 'start' in options.place ? options.place.start : options.place;
  const told = toldAlready(file, reason, fatal, start?.line ?? undefined, start?.column ?? undefined);
  if (told) return told;
  const message = file.message(reason, { place: options.place, ruleId: options.ruleId, source: 'docsite' });
  message.fatal = fatal;
  message.note = options.fix;
  return message;
}

/** An error: the run reports every one it finds, then fails without writing. */
export function fail(file: VFile, reason: string, options: ProblemOptions): VFileMessage {
  return problem(file, reason, options, true);
}

/** A warning: printed, but the run still writes its output. */
export function warn(file: VFile, reason: string, options: ProblemOptions): VFileMessage {
  return problem(file, reason, options, false);
}
