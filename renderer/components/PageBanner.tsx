import type { Frontmatter } from '../../schemas/frontmatter.js';

/** Starlight's page banner (frontmatter `banner.content`): HTML the page's author wrote, shown as Starlight shows it, above the title or the hero. */
export function PageBanner({ banner }: { banner: Frontmatter['banner'] }) {
  return banner ? <div className="docsite-page-banner" dangerouslySetInnerHTML={{ __html: banner.content }} /> : null;
}
