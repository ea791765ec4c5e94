import { site } from '../data/site.js';

export function Footer() {
  const message = site.config.themeConfig.footer?.message;
  if (!message) return null;
  // The message is the site author's own text and may carry inline HTML (links, a licence notice).
  return <footer className="docsite-footer" dangerouslySetInnerHTML={{ __html: message }} />;
}
