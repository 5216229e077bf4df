import type { Plugin } from 'vite';

/**
 * What the boot screen (`app/root/boot-screen.tsx`: a centred Blueprint spinner) needs to be drawn
 * as it is once the stylesheet has arrived: the page's background, margins and text face, the centring box, and
 * Blueprint's spinner rules (copied from its stylesheet; `boot-paint.test.ts` checks them against the
 * built one).
 */
export const BOOT_CSS = [
  'html,body{background:#f6f7f9;min-height:100%;margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif}',
  '.od-boot{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}',
  '.bp6-spinner{vertical-align:middle;justify-content:center;align-items:center;display:flex;overflow:visible}',
  '.bp6-spinner svg{display:block}',
  '.bp6-spinner path{fill-opacity:0}',
  '.bp6-spinner .bp6-spinner-head{stroke:#5f6b7ccc;stroke-linecap:round;transform-origin:50%}',
  '.bp6-spinner .bp6-spinner-track{stroke:#5f6b7c33}',
  '.bp6-spinner-animation{animation:.5s linear infinite pt-spinner-animation}',
  '@keyframes pt-spinner-animation{0%{transform:rotate(0)}to{transform:rotate(360deg)}}',
].join('');

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const SCRIPT = /[ \t]*<script\b[^>]*>[\s\S]*?<\/script>\n?/g;
const ENTRY_SRC = /^<script type="module"( crossorigin)? src="([^"]+)"><\/script>$/;

/**
 * index.html whose boot screen paints as soon as the page has arrived: its few rules inline in the
 * head, and the entry's stylesheet links moved (a preload left in their place) to the end of the body, after `#root`. A stylesheet in the head holds every
 * paint until it has arrived (and, on a phone, the entry's scripts have run by then: the first paint
 * came with them); one in the body holds only what follows it (nothing: the page ends there), and
 * still holds the module scripts, which run only once it has arrived, so the console never draws
 * unstyled.
 *
 * The head's scripts (the signed-in inline script, then the entry) move after `#root` too, before
 * the stylesheet links, in their order; the entry leaves a `modulepreload` in its place, so it is
 * still asked for first. The inline script runs inside the page's parse (7 to 25 ms here, its first
 * `localStorage` read included), and the parser then often yields before the body: in the head, the
 * boot screen was parsed only after that pause, by when the stylesheets had arrived and were applied
 * first (a style pass of 20 ms), and the first contentful paint came with them (Lighthouse then
 * counts every script that had arrived by then: 1.8 to 2.0 s instead of 0.8 s). After `#root`, the
 * spinner is in the page before the script runs, and paints at the first pause.
 */
export function withEarlyBootPaint(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0) throw new Error('boot paint: index.html has no stylesheet link');
  // each link leaves a preload in its place, so the browser still asks for it first
  let rest = html.replace(STYLESHEET, (link) => link.replace('rel="stylesheet"', 'rel="preload" as="style"'));
  const headEnd = rest.indexOf('</head>');
  const scripts: string[] = [];
  if (headEnd >= 0) {
    const head = rest.slice(0, headEnd).replace(SCRIPT, (tag) => {
      const script = tag.trim();
      scripts.push(script);
      const entry = ENTRY_SRC.exec(script);
      const indent = /^[ \t]*/.exec(tag)?.[0] ?? '';
      return entry ? `${indent}<link rel="modulepreload"${entry[1] ?? ''} href="${entry[2]}">\n` : '';
    });
    rest = `${head}${rest.slice(headEnd)}`;
  }
  const at = rest.indexOf('</body>');
  if (at < 0 || at < rest.indexOf('<div id="root">'))
    throw new Error('boot paint: index.html has no #root in its body');
  const moved = [...scripts, ...links.map((l) => l.trim())].map((l) => `  ${l}\n  `).join('');
  const page = `${rest.slice(0, at)}${moved}${rest.slice(at)}`;
  return page.replace('</title>', `</title>\n    <style data-boot>${BOOT_CSS}</style>`);
}

/** The build plugin (after Vite has written the entry's links). */
export function bootPaintPlugin(): Plugin {
  return {
    name: 'opsdeck-boot-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? withEarlyBootPaint(html) : html),
    },
  };
}
