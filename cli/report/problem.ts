import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';

export interface ProblemOptions {
  place?: Point | Position | undefined;
  ruleId: string;
  /** What the author should do about it; printed under the message. */
  fix: string;
}

function problem(file: VFile, reason: string, options: ProblemOptions, fatal: boolean): VFileMessage {
  // A fragment's problem is found once for each page that imports it: it is told once, with the first page's fix.
  const start = options.place && 'start' in options.place ? options.place.start : options.place;
  const told = file.messages.find((m) => m.reason === reason && m.fatal === fatal && m.line === (start?.line ?? undefined) && m.column === (start?.column ?? undefined));
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
