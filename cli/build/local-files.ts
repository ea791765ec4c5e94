import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { encodePath } from '../../schemas/site-paths.js';
import { LOCAL_PREFIX } from '../pipeline/page-assets.js';
import type { DistOverlay } from '../output/dist-overlay.js';

const MARKER = new RegExp(`${LOCAL_PREFIX}([^"'\\\\\\s)]*)`, 'g');

/**
 * Files beside pages, as the build finds them now: each is copied once into
 * `dist/assets/` as `<name>-<hash>.<ext>`, and every marker
 * (`pipeline/page-assets.ts`) is replaced with its URL, or with the link as
 * written when no such file exists (the link check has reported it unless
 * `public/` has it).
 */
export class LocalFiles {
  private readonly copied = new Map<string, { url: string; hash: string } | undefined>();

  constructor(
    private readonly output: DistOverlay,
    private readonly base: string,
  ) {}

  /** The file a marked link names, relative to the page at `pageFile`, when it exists. */
  static fileOf(pageFile: string, link: string): string | undefined {
    const file = path.resolve(path.dirname(pageFile), decode(link.replace(/[?#].*$/, '')));
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
  }

  /** Replace every marker in a page's body or module text. */
  replaceIn(text: string, pageFile: string): string {
    return text.includes(LOCAL_PREFIX) ? text.replace(MARKER, (_, link: string) => this.copy(pageFile, link)?.url ?? link) : text;
  }

  /** Content hashes of the files a page's text names: the page's data URL must change with them. */
  hashesIn(text: string, pageFile: string): string[] {
    return [...text.matchAll(MARKER)].flatMap(([, link]) => this.copy(pageFile, link!)?.hash ?? []);
  }

  private copy(pageFile: string, link: string): { url: string; hash: string } | undefined {
    const file = LocalFiles.fileOf(pageFile, link);
    if (!file) return undefined;
    if (!this.copied.has(file)) {
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
      const { name, ext } = path.parse(file);
      const target = `assets/${name}-${hash}${ext}`;
      // Named by its content: the site being replaced holds the same file under that name.
      if (!this.output.keep(target)) copyFileSync(file, this.output.target(target));
      this.copied.set(file, { url: this.base + encodePath(target), hash });
    }
    const found = this.copied.get(file)!;
    const suffix = /[?#].*$/.exec(link)?.[0] ?? '';
    return { url: found.url + suffix, hash: found.hash };
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
