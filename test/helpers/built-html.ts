import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The links of a built page's text (its article, without the doc footer), as their hrefs. */
export function contentLinksOf(site: string, file: string): string[] {
  const html = readFileSync(path.join(site, 'dist', file), 'utf8');
  const article = /<article[\s\S]*?<\/article>/.exec(html)![0].replace(/<footer[\s\S]*<\/footer>/, '');
  return [...article.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map(([, href]) => href!);
}
