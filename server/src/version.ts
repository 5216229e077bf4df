import { readFileSync } from 'node:fs';

/** server/package.json's version (the same relative path from src/ and dist/). */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
