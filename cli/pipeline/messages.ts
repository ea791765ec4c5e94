import type { VFile } from 'vfile';
import { toldAlready } from '../report/problem.js';

/** A message as plain data, so it can cross a worker boundary. */
export interface PlainMessage {
  reason: string;
  line: number | undefined;
  column: number | undefined;
  ruleId: string | undefined;
  note: string | undefined;
  fatal: boolean | null | undefined;
}

/** A page's messages when it has none: one list, not one a page, for every page the index holds until it assembles. */
export const NO_MESSAGES: readonly PlainMessage[] = Object.freeze([]);

export function plainMessages(file: VFile): PlainMessage[] {
  return file.messages.map((m) => ({ reason: m.reason, line: m.line, column: m.column, ruleId: m.ruleId, note: m.note, fatal: m.fatal }));
}

/** Re-create plain messages on the run's file. */
export function restoreMessages(file: VFile, messages: readonly PlainMessage[]): void {
  for (const plain of messages) {
    const place = plain.line ? { line: plain.line, column: plain.column ?? 1 } : undefined;
    if (toldAlready(file, plain.reason, plain.fatal, place?.line, place?.column)) continue;
    const message = file.message(plain.reason, { place, ruleId: plain.ruleId, source: 'docsite' });
    message.fatal = plain.fatal;
    message.note = plain.note;
  }
}
