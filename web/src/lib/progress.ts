import NProgress from 'nprogress';

/**
 * The thin navigation bar (spec §2, §9): no spinner, minimum 0.08, speed 200 ms. Its markup is
 * decoration (the page's own loading states speak): nprogress's default gives it `role="bar"`,
 * which is no ARIA role, so this one is hidden from screen readers instead.
 */
NProgress.configure({
  showSpinner: false,
  minimum: 0.08,
  speed: 200,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The frame the bar starts in, while it has not yet. */
let pending: number | undefined;

/**
 * The bar starts with the next frame, not in the navigation's own task: drawing it makes the browser
 * lay the page out at once (nprogress reads the bar's width), which on the first load is the whole
 * console's stylesheet at work inside the router's start. A navigation done before that frame draws
 * no bar at all.
 */
export const progress = {
  start: () => {
    if (pending !== undefined) return;
    pending = requestAnimationFrame(() => {
      pending = undefined;
      NProgress.start();
    });
  },
  done: () => {
    if (pending !== undefined) {
      cancelAnimationFrame(pending);
      pending = undefined;
    }
    NProgress.done();
  },
};
