import type { VFileMessage } from 'vfile-message';
import { formatMessage } from './format-message.js';

export interface Verbosity {
  quiet?: boolean | undefined;
  verbose?: boolean | undefined;
}

/** Print a run's messages to stderr: errors always, warnings unless quiet, info lines when verbose. Returns the error count. */
export function printMessages(messages: VFileMessage[], flags: Verbosity): number {
  const color = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR;
  for (const message of messages) {
    if (message.fatal === true || (!flags.quiet && message.fatal === false) || (flags.verbose && message.fatal == null)) {
      process.stderr.write(`${formatMessage(message, color)}\n`);
    }
  }
  return messages.filter((m) => m.fatal === true).length;
}
