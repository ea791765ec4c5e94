import NProgress from 'nprogress';

// Spec §4/§9: start at 0.08 or more, ease over 200 ms, trickle by 0.02 every 800 ms; nprogress caps at 0.994 until done().
NProgress.configure({ minimum: 0.08, easing: 'ease', speed: 200, trickle: true, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false } as Partial<NProgress.NProgressOptions>);

/** Start the top progress bar only for loads that take a moment, so instant navigations do not flicker. */
export function startProgress(): () => void {
  const timer = setTimeout(() => NProgress.start(), 100);
  return () => {
    clearTimeout(timer);
    if (NProgress.isStarted()) NProgress.done();
  };
}
