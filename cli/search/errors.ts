/** A push failure the user can act on: what went wrong, and below it how to fix it. Never carries the admin key. */
export class PushError extends Error {
  override readonly name = 'PushError';
  constructor(
    message: string,
    /** What to do about it; printed under the message. */
    readonly fix: string,
  ) {
    super(message);
  }
}

/** What the push was doing when Algolia failed, and whether the live index can have changed by then. */
export interface PushStep {
  /** `sending batch 2 of 5 to docs_tmp_123456`. */
  doing: string;
  /** True until the push first writes to the live index (the move of an atomic push, any write of an incremental one). */
  liveUntouched: boolean;
  /** A temporary index that could not be deleted after a failure. */
  leftover?: string | undefined;
}

interface StackFrame {
  host?: { url: string; protocol: string; port?: number };
  response?: { status: number; content: string; isTimedOut: boolean };
}

const ACLS = 'addObject, deleteObject, deleteIndex, editSettings and browse';

/** Turn an error from the algoliasearch client into a PushError naming the app, the step and the fix. */
export function explainAlgoliaError(error: unknown, appId: string, step: PushStep): PushError {
  if (error instanceof PushError) return error;
  const name = (error as Error | undefined)?.name ?? '';
  const status = (error as { status?: number } | undefined)?.status;
  const message = (error as Error | undefined)?.message ?? String(error);
  const state = [
    step.liveUntouched ? 'The live index was left as it was.' : 'The live index may hold part of the change; a second push completes it.',
    step.leftover ? `The temporary index ${step.leftover} could not be deleted; delete it in the Algolia dashboard.` : '',
  ].join(' ').trim();
  if (status === 401 || status === 403) {
    return new PushError(
      `Algolia rejected the admin key for app ${appId} while ${step.doing} (${status}: ${message}). ${state}`,
      `Check ALGOLIA_ADMIN_KEY: it must be this app's Admin API key (Algolia dashboard → Settings → API Keys) or a key with the ${ACLS} ACLs, not the search-only key; and check that ALGOLIA_APP_ID names the app it belongs to.`,
    );
  }
  if (name === 'RetryError') {
    const frames = ((error as { stackTrace?: StackFrame[] }).stackTrace ?? []).filter((f) => f.host);
    const tried = frames.map((f) => `${hostUrl(f.host!)} (${failure(f.response)})`).join(', ') || 'none answered';
    const answered = frames.some((f) => f.response && f.response.status >= 500);
    return new PushError(
      `${answered ? 'Algolia failed' : 'Could not reach Algolia'} while ${step.doing}: every host ${answered ? 'failed' : 'was unreachable'}. Tried ${tried}. ${state}`,
      answered
        ? 'Algolia may be having an incident (https://status.algolia.com); run the push again later.'
        : 'Check this machine’s network and proxy, ALGOLIA_APP_ID (the default hosts are named after it) and `search.hosts` in the config, if set.',
    );
  }
  if (typeof status === 'number') {
    return new PushError(`Algolia answered ${status} while ${step.doing}: ${message}. ${state}`, 'Check the index name and your Algolia plan’s limits (records, record size, indices), then run the push again.');
  }
  return new PushError(`Pushing failed while ${step.doing}: ${message}. ${state}`, 'Run the push again with --verbose to see each step.');
}

function hostUrl(host: NonNullable<StackFrame['host']>): string {
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`;
}

function failure(response: StackFrame['response']): string {
  if (!response) return 'no answer';
  if (response.isTimedOut) return 'timed out';
  if (response.status === 0) return response.content || 'no connection';
  return `HTTP ${response.status}`;
}

/** Replace every occurrence of `secret` in `text`: the last guard before anything is printed. */
export function redact(text: string, secret: string | undefined): string {
  return secret && secret.length >= 4 ? text.split(secret).join('***') : text;
}
