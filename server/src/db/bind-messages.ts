/**
 * The wire-protocol messages that run named prepared statements (`prepared.ts`): for each statement
 * a Bind of its text parameters to the unnamed portal, a Describe of that portal and an Execute of
 * it, then one Sync. The bytes are exactly those of PGlite's own serializer (`protocol.serialize`
 * bind, describe `P`, execute and sync, joined), written into one buffer sized first: that
 * serializer allocates two 256-byte buffers and a copy per Bind, and the parts are joined into a
 * third, about 13 µs of the main thread per statement, on every list request.
 */

/** A statement to run: its prepared name and its parameters as text (null for SQL NULL). */
export interface BoundStatement {
  statement: string;
  values: readonly (string | null)[];
}

/** Describe of the unnamed portal, Execute of it with no row limit, and Sync (PGlite's bytes). */
const DESCRIBE_EXECUTE = Uint8Array.of(0x44, 0, 0, 0, 6, 0x50, 0, 0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0);
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);

/** The Bind, Describe and Execute of each statement, then one Sync, as one message. */
export function bindExecuteSync(statements: readonly BoundStatement[]): Uint8Array {
  let size = SYNC.length;
  for (const s of statements) {
    // code, length, portal "" and the statement's name (C strings), the parameter format codes
    // (one per parameter, all text), the parameters (a length each, -1 for NULL, then the bytes) and
    // one result format code (text)
    size += 1 + 4 + 1 + Buffer.byteLength(s.statement) + 1 + 2 + 2 * s.values.length + 2 + 2;
    for (const v of s.values) size += 4 + (v === null ? 0 : Buffer.byteLength(v));
    size += DESCRIBE_EXECUTE.length;
  }
  // a buffer of its own (not a slice of Buffer's pool): it is posted to the PGlite worker thread,
  // which would be sent the whole pool
  const out = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const s of statements) {
    const start = at;
    out[at++] = 0x42; // 'B'
    at += 4; // the length, written below
    out[at++] = 0; // the unnamed portal
    at += out.write(s.statement, at, 'utf8');
    out[at++] = 0;
    at = out.writeUInt16BE(s.values.length, at);
    for (let i = 0; i < s.values.length; i++) at = out.writeInt16BE(0, at);
    at = out.writeUInt16BE(s.values.length, at);
    for (const v of s.values) {
      if (v === null) at = out.writeInt32BE(-1, at);
      else {
        const length = out.write(v, at + 4, 'utf8');
        out.writeInt32BE(length, at);
        at += 4 + length;
      }
    }
    at = out.writeInt16BE(0, at);
    out.writeInt32BE(at - start - 1, start + 1);
    out.set(DESCRIBE_EXECUTE, at);
    at += DESCRIBE_EXECUTE.length;
  }
  out.set(SYNC, at);
  return out;
}
