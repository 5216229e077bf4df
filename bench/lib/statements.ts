import type { PGlite } from '@electric-sql/pglite';

type RawSync = (message: Uint8Array, ...rest: unknown[]) => unknown;

/**
 * Counts the statements `fn` makes PGlite run: every Execute ('E') and simple Query ('Q') message
 * of the wire protocol the driver hands to the WASM backend (the prepared path, `query`, `exec`,
 * a transaction's BEGIN and COMMIT alike). Trigger bodies run inside the backend and are not counted.
 */
export async function countStatements(pglite: PGlite, fn: () => Promise<unknown>): Promise<number> {
  const target = pglite as unknown as { execProtocolRawSync: RawSync };
  const original = target.execProtocolRawSync;
  let count = 0;
  target.execProtocolRawSync = function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    for (let at = 0; at + 5 <= message.length; at += 1 + view.getInt32(at + 1)) {
      const type = message[at];
      if (type === 0x45 || type === 0x51) count += 1;
    }
    return original.call(this, message, ...rest);
  };
  try {
    await fn();
  } finally {
    target.execProtocolRawSync = original;
  }
  return count;
}
