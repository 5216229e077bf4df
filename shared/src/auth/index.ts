export { clientName } from './client-name.js';
export { createSession, type Session, type SessionHooks, type SignInStep } from './session.js';
export { memoryTokenStore, TOKEN_STORAGE_KEY, type TokenStore } from './token-store.js';
