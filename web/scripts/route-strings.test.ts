import { describe, expect, test } from 'vitest';
import { hardCodedRoutes, routePaths, routeStringProblems } from '../../scripts/check-route-strings.mjs';

// The check `npm run lint` runs (scripts/check-route-strings.mjs): web code names routes through
// pathTo (src/lib/route-links.ts), never as strings of its own.

describe('hard-coded route paths in web/src', () => {
  test('there are none: every link is derived from the catalogue through pathTo', () => {
    expect(routeStringProblems()).toEqual([]);
  });

  test('the check finds a new one, whatever its quotes, query or sub-path, in a call, a JSX attribute, or a template or concatenation completing a route; pathTo and comments pass', () => {
    const paths = routePaths();
    expect(paths).toEqual(expect.arrayContaining(['/member/list', '/login', '/redirect', '/order/patch']));
    const text = [
      "navigate('/member/list');",
      'const a = "/order/patch?orderNo=1";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text checked holds a template
      'const b = `/redirect${path}`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text checked holds a template
      'const c = `/user/setting?tab=${tab}`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text checked holds a template
      'const d = `/member/${screen}?member=${id}`;',
      "const ok = pathTo('/member/list', { q });",
      '// see /member/list in a comment',
      "const other = '/member/listing';",
      "const e = '/order/' + kind;",
      '<Link to="/member/list">members</Link>',
      '<a href="/order/patch#top">patch</a>',
    ].join('\n');
    expect(hardCodedRoutes(text, paths).map((f) => [f.line, f.path])).toEqual([
      [1, '/member/list'],
      [2, '/order/patch'],
      [3, '/redirect'],
      [4, '/user/setting'],
      [5, '/member/'],
      [9, '/order/'],
      [10, '/member/list'],
      [11, '/order/patch'],
    ]);
  });
});
