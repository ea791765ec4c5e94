import path from 'node:path';
import { readNamedFiles } from './named-files.js';

/** A default import of a file's text: Vite's `./x.js?raw`, webpack's `!!raw-loader!./x.js` (Docusaurus's). */
const RAW_IMPORT = /^[ \t]*import\s+[A-Za-z_$][\w$]*\s+from\s+['"]((?:!!raw-loader!)?\.{1,2}\/[^'"]+)['"]/gm;

/** The file a raw import's specifier names, absolute; undefined when the specifier is no raw import of a relative file. */
export function rawImportFile(importer: string, specifier: string): string | undefined {
  const loader = specifier.startsWith('!!raw-loader!');
  const query = /\?raw$/.test(specifier);
  if (loader === query) return undefined;
  const relative = loader ? specifier.slice('!!raw-loader!'.length) : specifier.slice(0, -'?raw'.length);
  return /^\.{1,2}\//.test(relative) ? path.resolve(path.dirname(importer), relative) : undefined;
}

/** The texts of the files a page imports raw, by absolute path, read with the page so that its hash covers them. */
export function readRawImportSources(page: string, text: string, found: Map<string, string>): void {
  if (text.includes('raw')) readNamedFiles(text, RAW_IMPORT, (match) => rawImportFile(page, match[1]!), found);
}
