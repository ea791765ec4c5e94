import path from 'node:path';
import { styleText } from 'node:util';
import type { VFileMessage } from 'vfile-message';

type Severity = 'error' | 'warning' | 'info';

function severityOf(message: VFileMessage): Severity {
  return message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info';
}

const STYLE = { error: 'red', warning: 'yellow', info: 'blue' } as const;

/** `docs/en/a.mdx:3:5 error Reason` and, indented below, how to fix it. Paths are relative to `cwd`, so terminals can link them. */
export function formatMessage(message: VFileMessage, color: boolean, cwd = process.cwd()): string {
  const file = message.file ? path.relative(cwd, message.file) || message.file : '';
  const where = message.line ? `${file}:${message.line}:${message.column ?? 1}` : file;
  const severity = severityOf(message);
  const label = color ? styleText(STYLE[severity], severity) : severity;
  const note = message.note ? `\n  ${color ? styleText('dim', message.note) : message.note}` : '';
  return `${where} ${label} ${message.reason}${note}`;
}

/** The same message as data, for `--json`. */
export function messageJson(message: VFileMessage, cwd = process.cwd()) {
  return {
    file: message.file ? path.relative(cwd, message.file) : null,
    line: message.line ?? null,
    column: message.column ?? null,
    severity: severityOf(message),
    rule: message.ruleId ?? null,
    message: message.reason,
    fix: message.note ?? null,
  };
}
