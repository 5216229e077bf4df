import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The CSP source of each inline script (`<script>` without `src`) of an HTML page: `'sha256-…'`. */
export function inlineScriptSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim()) out.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return out;
}

/**
 * The CSP sources of the built console's inline scripts (web/dist/index.html): its one inline script
 * asks for a signed-in first load's code at once (web/scripts/signed-in-preload.ts). Read again when
 * the page changes (a rebuild while the server runs), which is looked at no more often than every
 * `recheckMs` (every answer carries the CSP: a stat of the page per request was ~1.5 % of a small API
 * request's CPU); none without a build. The same array comes back while the page is unchanged.
 */
export function consoleInlineScripts(
  webRoot: string | null | undefined,
  { recheckMs = 1000, now = Date.now }: { recheckMs?: number; now?: () => number } = {},
): () => string[] {
  let seen: { mtimeMs: number; sources: string[] } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  const none: string[] = [];
  return () => {
    if (!webRoot) return none;
    const at = now();
    if (seen && at - checkedAt < recheckMs) return seen.sources;
    checkedAt = at;
    const file = join(webRoot, 'index.html');
    try {
      const { mtimeMs } = statSync(file);
      if (seen?.mtimeMs !== mtimeMs)
        seen = { mtimeMs, sources: inlineScriptSources(readFileSync(file, 'utf8')) };
      return seen.sources;
    } catch {
      seen = undefined;
      return none;
    }
  };
}
