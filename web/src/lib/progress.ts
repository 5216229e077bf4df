import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/** The thin navigation bar (spec §2, §9): no spinner, minimum 0.08, speed 200 ms. */
NProgress.configure({ showSpinner: false, minimum: 0.08, speed: 200 });

export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
