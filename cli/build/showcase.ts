import path from 'node:path';
import type { VFile } from 'vfile';
import { showcaseSchema, type Showcase } from '../../schemas/tool-showcase.js';
import { loadDataFile, type DataFileKind } from './data-file.js';

/** Where a site keeps its showcase data, relative to the site folder. */
export const SHOWCASE_FILE = path.join('data', 'showcase.json');

const SHOWCASE: DataFileKind = {
  file: 'data/showcase.json',
  name: 'showcase',
  rule: 'showcase',
  shapeFix:
    'Check the key and its value against the showcase shape (schemas/tool-showcase.ts): cards have name, desc {en, zh}, logo, url and urlText; popover entries name, desc, descEn, logo, url.',
  readFix: 'Make data/showcase.json a readable file, or remove it for a site without a tools showcase.',
};

/** The site's tools showcase, validated, or undefined when the site has none or it is invalid (reported on the file). */
export function loadShowcase(siteDir: string, vfile: (file: string) => VFile): Showcase | undefined {
  return loadDataFile(siteDir, SHOWCASE, showcaseSchema, vfile)?.data;
}
