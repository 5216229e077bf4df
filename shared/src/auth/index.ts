export { createSession, type Session, type SessionHooks } from './session.js';
export { memoryTokenStore, TOKEN_STORAGE_KEY, type TokenStore } from './token-store.js';
