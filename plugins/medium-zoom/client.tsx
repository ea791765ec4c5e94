import { useEffect } from 'react';
import { usePageData } from 'docsite/runtime';
import type { ResolvedMediumZoomOptions } from './options.js';

/** Attaches medium-zoom to the page's images after each navigation; renders nothing, so the server and the browser agree. */
export default function MediumZoom({ selector, margin, background, scrollOffset }: ResolvedMediumZoomOptions) {
  // The page shown, not the location: in-app navigation keeps the previous page on screen until the next one's data arrives.
  const page = usePageData();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    let matched: HTMLImageElement[];
    try {
      matched = [...document.querySelectorAll<HTMLImageElement>(selector)];
    } catch (error) {
      // The build cannot parse selectors as the browser does; a bad one must cost the zoom, not the page (a throw here unmounts the app).
      console.error(`[medium-zoom] \`selector\` is not a valid CSS selector: ${selector}`, error);
      return;
    }
    const images = matched.filter((image) => !image.closest('[data-zoom-off], a'));
    if (images.length === 0) return;
    import('medium-zoom').then(({ default: mediumZoom }) => {
      if (cancelled) return;
      const zoom = mediumZoom(images, { margin, scrollOffset, background });
      detach = () => zoom.detach();
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [page, selector, margin, background, scrollOffset]);
  return null;
}
