/**
 * Why a run's first contentful paint came out late: reads the reports that
 * `bench/lighthouse/run.mjs --save DIR` wrote (`DIR/<route>-N.json`, not the `.trace.json` files) and
 * prints, per run, Lighthouse's simulated FCP, the observed one (this machine's own paint) and the
 * requests that ended before the observed paint.
 *
 * Lighthouse's simulation (Lantern) builds the first paint's graph from the requests that had ended
 * before the observed paint and have a render-blocking priority (a stylesheet, or a script asked for
 * at high priority, which a `modulepreload` is); a script is left out only when it is known to
 * have been evaluated after the paint, and a module's evaluation names no URL in the trace, so a
 * preloaded module never is. On this machine the server answers the boot screen's preloads within
 * tens of milliseconds: when they end before the boot screen has painted (a late frame under load,
 * a parser pause), the simulation downloads them all at its 1.6 Mbit/s before the paint, and FCP
 * reads 1.4 to 3.0 s instead of 0.7 to 1.0 s, whatever the build. Such a run says nothing about the
 * page's first paint.
 *
 *   node bench/lighthouse/run.mjs --page /order/iap --runs 3 --save /tmp/lh
 *   node bench/lighthouse/fcp-race.mjs /tmp/lh/*.json
 */
import { readFileSync } from 'node:fs';
import { benchArgs } from '../lib/bench-args.mjs';

const { positionals } = benchArgs(import.meta.url, { allowPositionals: true, options: {} });
const reports = positionals.filter((f) => !f.endsWith('.trace.json'));
if (reports.length === 0) {
  console.error('usage: node bench/lighthouse/fcp-race.mjs <report.json>… (run.mjs --save writes them)');
  process.exit(2);
}
const file = (url) => url.replace(/\?.*$/, '').replace(/^.*\//, '') || url;
for (const path of reports) {
  const lhr = JSON.parse(readFileSync(path, 'utf8'));
  const metrics = lhr.audits?.metrics?.details?.items?.[0];
  const requests = lhr.audits?.['network-requests']?.details?.items;
  if (!metrics || !requests) {
    console.log(`${path}: no metrics (a failed run?)`);
    continue;
  }
  const observed = metrics.observedFirstContentfulPaint;
  const before = requests.filter((r) => r.resourceType !== 'Document' && r.networkEndTime <= observed);
  const names = before.map((r) => `${file(r.url)} ${Math.round(r.networkEndTime)}`).join(', ');
  console.log(
    `${path}: FCP ${Math.round(metrics.firstContentfulPaint)} ms simulated, ${Math.round(observed)} ms observed; ` +
      `${before.length} request(s) ended before the observed paint${before.length ? ` (ms): ${names}` : ''}`,
  );
}
