import { useId } from 'react';
import type { BilingualText, ToolCard as ToolCardData } from '../../schemas/tool-showcase.js';
import { assetUrl, site, useLang, useT } from '../data/site.js';

/**
 * The tools showcase: heading, one line, and a card per tool. Shown on the
 * home page and available to page bodies as `<ToolsShowcase />`; renders
 * nothing for a site without `data/showcase.json`.
 */
export function ToolsShowcase() {
  const lang = useLang();
  const headingId = useId();
  const showcase = site.showcase;
  if (!showcase) return null;
  return (
    <section className="docsite-showcase" aria-labelledby={headingId}>
      <h2 id={headingId} className="docsite-showcase-title">
        {textIn(showcase.title, lang)}
      </h2>
      <p className="docsite-showcase-description">{textIn(showcase.description, lang)}</p>
      <ul className="docsite-showcase-grid">
        {showcase.tools.map((tool) => (
          <ToolCard key={tool.name} tool={tool} lang={lang} />
        ))}
      </ul>
    </section>
  );
}

function ToolCard({ tool, lang }: { tool: ToolCardData; lang: string }) {
  const t = useT();
  return (
    <li className="docsite-tool-card">
      <img className="docsite-tool-card-logo" src={assetUrl(tool.logo)} alt={`${tool.name} logo`} width={48} height={48} loading="lazy" />
      <h3 className="docsite-tool-card-name">{tool.name}</h3>
      <p className="docsite-tool-card-desc">{textIn(tool.desc, lang)}</p>
      <a className="docsite-tool-card-link" href={tool.url} target="_blank" rel="noopener noreferrer">
        {tool.urlText}
        <span className="docsite-sr-only"> {t('link.external')}</span>
      </a>
    </li>
  );
}

/** Chinese pages read `zh`; every other language falls back to English, the texts the data must have. */
export function textIn(text: BilingualText, lang: string): string {
  return lang === 'zh' ? text.zh : text.en;
}

