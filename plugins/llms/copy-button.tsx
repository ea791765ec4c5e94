import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
// The theme's own runtime module (what `docsite/runtime` resolves to), by path so the theme's type check follows it.
import { useLang, usePageData, usePluginData, withBase } from '../../renderer/runtime.js';
import { encodePath } from '../../schemas/site-paths.js';
import { markdownFile } from './paths.js';

export interface CopyTexts {
  /** The button's label. */
  copy: string;
  /** Shown for two seconds once the Markdown is on the clipboard. */
  copied: string;
  /** Shown for two seconds when the Markdown could not be fetched or copied. */
  failed: string;
}

const TEXTS: Record<string, CopyTexts> = {
  en: { copy: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed' },
  zh: { copy: '复制本页 Markdown', copied: '已复制', failed: '复制失败' },
};

type Status = 'idle' | 'copied' | 'failed';

/**
 * Puts the page's Markdown (the `.md` file the build wrote beside its HTML)
 * on the clipboard. Renders nothing on the server and while hydrating: the
 * button goes into the doc page's `.docsite-doc-actions` row once mounted,
 * and only where there is a clipboard to write to.
 */
export default function CopyMarkdown({ texts }: { texts?: Record<string, Partial<CopyTexts>> }) {
  const data = usePageData();
  const lang = useLang();
  const { pathname } = useLocation();
  const [container, setContainer] = useState<Element | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // Set by the plugin's extendPageData on pages its `exclude` option leaves without a .md file.
  const excluded = (usePluginData('llms') as { excluded?: boolean } | undefined)?.excluded === true;
  const pageType = data?.page.frontmatter.pageType;
  const routePath = data && !excluded && (pageType === undefined || pageType === 'doc') ? data.page.routePath : undefined;

  // After each commit that shows another page: the row is the new page's (the doc page may have been re-created).
  useEffect(() => {
    setStatus('idle');
    setContainer(routePath && navigator.clipboard ? document.querySelector('.docsite-doc-actions') : null);
  }, [routePath, pathname]);

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  if (!container || !routePath) return null;
  const t = { ...(TEXTS[lang] ?? TEXTS.en!), ...texts?.[lang] };
  const copy = async () => {
    try {
      await writeClipboard(withBase(`/${encodePath(markdownFile(routePath))}`));
      setStatus('copied');
    } catch {
      // Blocked by the browser, offline, or no .md file: the label says so; nothing for the console.
      setStatus('failed');
    }
  };
  return createPortal(
    <button type="button" className="docsite-copy-markdown" data-status={status} onClick={copy}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        {status === 'copied' ? (
          <path fill="currentColor" d="m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        ) : (
          <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z" />
        )}
      </svg>
      <span aria-live="polite">{status === 'copied' ? t.copied : status === 'failed' ? t.failed : t.copy}</span>
    </button>,
    container,
  );
}

/**
 * Fetch `url` and put its text on the clipboard. Safari allows a clipboard
 * write only within the click, not after awaiting a fetch, but takes a
 * `ClipboardItem` whose content is still on its way; elsewhere the text is
 * written once it is here.
 */
async function writeClipboard(url: string): Promise<void> {
  const text = fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return;
    } catch (error) {
      // A failed fetch is the answer; a browser without promised clipboard items gets the plain write.
      await text;
      if ((error as Error).name !== 'TypeError') throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}
