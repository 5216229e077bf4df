/** The part of Web Crypto used here (shared compiles without DOM types). */
interface WebCrypto {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/**
 * A fresh idempotency key for a re-issue (a random UUID v4). Uses `crypto.getRandomValues`, which
 * browsers offer on plain-HTTP pages too (unlike `crypto.randomUUID`), as does Node.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  (globalThis as unknown as { crypto: WebCrypto }).crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
