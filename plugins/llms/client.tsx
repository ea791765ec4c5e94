import { lazy, Suspense, useEffect, useState } from 'react';
import type { CopyTexts } from './copy-button.js';

const CopyMarkdown = lazy(() => import('./copy-button.js'));

/**
 * The Copy-as-Markdown button, its code loaded once the page is hydrated: it
 * is never pre-rendered, so no page pays for it in its first load.
 */
export default function CopyMarkdownLoader(props: { texts?: Record<string, Partial<CopyTexts>> }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <CopyMarkdown {...props} />
    </Suspense>
  ) : null;
}
