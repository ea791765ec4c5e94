import type { VFileMessage } from 'vfile-message';
import { formatMessage } from './format-message.js';

export interface Verbosity {
  quiet?: boolean | undefined;
  verbose?: boolean | undefined;
}

/** Print a run's messages to stderr: errors always, warnings unless quiet, info lines when verbose. Returns the error count. */
export function printMessages(messages: VFileMessage[], flags: Verbosity): number {
  const color = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR;
  for (const message of inReadingOrder(messages)) {
    if (message.fatal === true || (!flags.quiet && message.fatal === false) || (flags.verbose && message.fatal == null)) {
      process.stderr.write(`${formatMessage(message, color)}\n`);
    }
  }
  return messages.filter((m) => m.fatal === true).length;
}

/** Files in the order they were reported, each file's messages by line and column (the passes that find them run in their own order). */
function inReadingOrder(messages: VFileMessage[]): VFileMessage[] {
  const fileOrder = new Map<string | undefined, number>();
  for (const message of messages) if (!fileOrder.has(message.file)) fileOrder.set(message.file, fileOrder.size);
  return [...messages].sort((a, b) => fileOrder.get(a.file)! - fileOrder.get(b.file)! || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
