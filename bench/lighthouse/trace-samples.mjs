/**
 * The JavaScript samples of a Chrome trace recorded with the V8 CPU profiler on
 * (`run.mjs --samples`: Lighthouse's `disabled-by-default-v8.cpu_profiler` category), read back as
 * which code ran inside a task: its own time per function, and per console source file (a file's
 * time counts each sample once, wherever it is on the stack). With the build's source maps
 * (`web/dist/assets/*.map`) the names are the sources', not the minified ones.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A source map reader (source-map-js comes with Vite); without it names stay minified. */
async function mapReader() {
  try {
    const { SourceMapConsumer } = await import('source-map-js');
    return (text) => new SourceMapConsumer(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The samples of the thread `key` (`pid:tid`) as { ts, node } on the trace's clock, and a namer of
 * nodes; null when the trace has no samples.
 */
export async function traceSamples(events, key, dist) {
  // the thread's Profile event names the profile; its chunks come from the profiler's own thread
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile' && `${e.pid}:${e.tid}` === key)
      profiles.set(`${e.pid}:${e.id}`, {
        start: e.args.data.startTime,
        nodes: new Map(),
        samples: [],
        deltas: [],
      });
  }
  for (const e of events) {
    if (e.name === 'ProfileChunk') {
      const p = profiles.get(`${e.pid}:${e.id}`);
      const d = e.args?.data;
      if (!p || !d) continue;
      for (const n of d.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
      p.samples.push(...(d.cpuProfile?.samples ?? []));
      p.deltas.push(...(d.timeDeltas ?? []));
    }
  }
  const profile = [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!profile || profile.samples.length === 0) return null;
  const samples = [];
  let ts = profile.start;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.deltas[i];
    samples.push({ ts, node: profile.samples[i] });
  }
  for (let i = 0; i < samples.length; i++)
    samples[i].dur = (samples[i + 1]?.ts ?? samples[i].ts) - samples[i].ts;

  const read = dist ? await mapReader() : null;
  const maps = new Map();
  const mapOf = (url) => {
    const name = url.replace(/^.*\/assets\//, '').replace(/\?.*$/, '');
    if (!read || !url.includes('/assets/')) return null;
    if (!maps.has(name)) {
      const path = join(dist, 'assets', `${name}.map`);
      maps.set(name, existsSync(path) ? read(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(name);
  };
  const named = new Map();
  /** { file, fn } of a node: its source file and function (a native frame has no file). */
  const nameOf = (id) => {
    if (named.has(id)) return named.get(id);
    const frame = profile.nodes.get(id)?.callFrame ?? { functionName: '?', url: '' };
    let file = frame.url ? frame.url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
    let fn = frame.functionName || '(anonymous)';
    const map = frame.url ? mapOf(frame.url) : null;
    if (map && frame.lineNumber >= 0) {
      const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (at.source) {
        file = at.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '~');
        fn = at.name || fn;
      }
    }
    const result = { file, fn };
    named.set(id, result);
    return result;
  };
  const parent = new Map();
  for (const n of profile.nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
  return { samples, nameOf, parentOf: (id) => parent.get(id) };
}

/** What ran between `from` and `to` (trace µs): the top functions by own time and files by time. */
export function samplesBetween(found, from, to, top) {
  const own = new Map();
  const files = new Map();
  for (const s of found.samples) {
    if (s.ts < from || s.ts >= to) continue;
    const { file, fn } = found.nameOf(s.node);
    if (fn === '(idle)') continue;
    const k = file ? `${fn} ${file}` : fn;
    own.set(k, (own.get(k) ?? 0) + s.dur);
    const seen = new Set();
    for (let id = s.node; id !== undefined; id = found.parentOf(id)) {
      const f = found.nameOf(id).file;
      if (!f || seen.has(f)) continue;
      seen.add(f);
      files.set(f, (files.get(f) ?? 0) + s.dur);
    }
  }
  const list = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `${(us / 1000).toFixed(1)} ${k}`)
      .join('; ');
  return { own: list(own), files: list(files) };
}
