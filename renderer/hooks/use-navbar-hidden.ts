import { useEffect, useState } from 'react';

/**
 * `hideNavbar: 'auto'` hides the bar while the reader scrolls down and shows
 * it again on the way up; 'always' keeps it hidden, 'never' shown. Scroll is
 * read only after hydration, so the server and first client render agree.
 */
export function useNavbarHidden(mode: 'always' | 'auto' | 'never'): boolean {
  const [hidden, setHidden] = useState(mode === 'always');
  useEffect(() => {
    if (mode !== 'auto') return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHidden(y > last && y > 64);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mode]);
  return hidden;
}
