import { useEffect } from 'react';

/** Zoom images in page bodies on click (spec: 40 px scroll offset, 0.3 s transition, set in the stylesheet). */
export function useImageZoom(pageKey: string): void {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    import('medium-zoom').then(({ default: mediumZoom }) => {
      if (cancelled) return;
      const zoom = mediumZoom('.docsite-prose img[data-zoomable]', { margin: 24, scrollOffset: 40, background: 'var(--docsite-zoom-bg)' });
      detach = () => zoom.detach();
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [pageKey]);
}
