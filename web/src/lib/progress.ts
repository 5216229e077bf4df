import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

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

export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
