import type NProgress from 'nprogress';

type Bar = typeof NProgress;

let bar: Promise<Bar | undefined> | undefined;

/**
 * nprogress is loaded with the first navigation, not with the page: no reader
 * sees the bar before they follow a link, and it is 1.5 KB gzip of the first
 * load. It arrives long before the bar's 100 ms delay is up.
 */
function loadBar(): Promise<Bar | undefined> {
  bar ??= import('nprogress').then(
    ({ default: NProgress }) => {
      // Spec §4/§9: start at 0.08 or more, ease over 200 ms, trickle by 0.02 every 800 ms; nprogress caps at 0.994 until done().
      NProgress.configure({ minimum: 0.08, easing: 'ease', speed: 200, trickle: true, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false } as Partial<NProgress.NProgressOptions>);
      return NProgress;
    },
    // Offline: this navigation goes without the bar, and the next one tries again.
    () => (bar = undefined),
  );
  return bar;
}

/** Start the top progress bar only for loads that take a moment, so instant navigations do not flicker. */
export function startProgress(): () => void {
  let finished = false;
  let shown: Bar | undefined;
  const loading = loadBar();
  const timer = setTimeout(() => {
    void loading.then((NProgress) => {
      if (finished || !NProgress) return;
      shown = NProgress;
      NProgress.start();
    });
  }, 100);
  return () => {
    finished = true;
    clearTimeout(timer);
    if (shown?.isStarted()) shown.done();
  };
}
