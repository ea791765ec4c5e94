import { readFileSync } from 'node:fs';

/**
 * Read each file `text` names into `found`, by absolute path: a match of `names` whose file `fileOf` gives (undefined
 * for a name that is no such file). Read with the page, before it is parsed, so that its hash covers them and an edit
 * to one makes the page again. A missing file is left out, for the step that uses it to report where it is named;
 * `then` reads a file's own names (a fragment's imports, a part's includes).
 */
export function readNamedFiles(text: string, names: RegExp, fileOf: (match: RegExpMatchArray) => string | undefined, found: Map<string, string>, then?: (file: string, text: string) => void): void {
  for (const match of text.matchAll(names)) {
    const file = fileOf(match);
    if (file === undefined || found.has(file)) continue;
    let read: string;
    try {
      read = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    found.set(file, read);
    then?.(file, read);
  }
}
