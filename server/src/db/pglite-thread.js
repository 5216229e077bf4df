// @ts-check
/**
 * The worker thread of ThreadedPglite (pglite-thread-client.ts): it owns the PGlite of a data dir
 * and runs the wire-protocol bytes the main thread sends, one call at a time, answering each with
 * the raw bytes PostgreSQL wrote (transferred, not copied). It parses nothing: errors, notices,
 * notifications and rows are the main thread's work, exactly as PGlite does them in-process.
 *
 * Plain JavaScript so that it runs as it is from the sources (tests, `npm run dev` through tsx,
 * whose loader a worker thread does not get) and from the build (tsc copies it to dist).
 *
 * Messages in: { id, op: 'raw', data: Uint8Array, sync: boolean } | { id, op: 'sync' } |
 * { id, op: 'close' }. Out: { ready: true } once open (or { failed }), then { id, data? } or
 * { id, error: { message, stack } } per message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-thread.js runs in a worker thread');
/** @type {{ dir: string; startParams: string[]; extensions: string[] }} */
const { dir, startParams, extensions } = workerData;

/** @param {unknown} error */
const describe = (error) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

/** @param {Uint8Array[]} chunks */
function joined(chunks) {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  let size = 0;
  for (const c of chunks) size += c.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** @type {PGlite} */
let pglite;
try {
  /** @type {Record<string, unknown>} */
  const loaded = {};
  for (const name of extensions) {
    const contrib = await import(`@electric-sql/pglite/contrib/${name}`);
    loaded[name] = contrib[name];
  }
  pglite = await PGlite.create(dir, {
    startParams,
    extensions: /** @type {import('@electric-sql/pglite').Extensions} */ (loaded),
  });
} catch (error) {
  port.postMessage({ failed: describe(error) });
  port.close();
  throw error;
}

/**
 * @param {{ id: number; op: 'raw'; data: Uint8Array; sync: boolean } | { id: number; op: 'sync' | 'close' }} message
 */
async function handle(message) {
  const { id } = message;
  try {
    if (message.op === 'raw') {
      /** @type {Uint8Array[]} */
      const chunks = [];
      // the chunks are views of PGlite's WebAssembly memory: copied before the next call reuses it
      await pglite.execProtocolRawStream(message.data, {
        syncToFs: message.sync,
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
      const data = joined(chunks);
      port?.postMessage({ id, data }, [/** @type {ArrayBuffer} */ (data.buffer)]);
    } else if (message.op === 'sync') {
      await pglite.syncToFs();
      port?.postMessage({ id });
    } else {
      await pglite.close();
      port?.postMessage({ id });
      port?.close();
    }
  } catch (error) {
    port?.postMessage({ id, error: describe(error) });
  }
}

// one call at a time, in the order they came: the main thread may post the next statement while an
// earlier one runs (it holds its locks only while posting, decision 0009), and relies on this order
let queue = Promise.resolve();
port.on('message', (message) => {
  queue = queue.then(() => handle(message));
});
port.postMessage({ ready: true });
