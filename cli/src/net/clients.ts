// The HTTP client and the session, loaded together when a command first calls the server: the
// client from its own entry, not the `@opsdeck/shared/api` barrel, which also holds every fetcher
// and, through them, the zod schemas (a bundle split by entry keeps what a barrel imports).
export { createApiClient } from '@opsdeck/shared/api/client';
export { withStepUp } from '@opsdeck/shared/api/step-up';
export { createSession } from '@opsdeck/shared/auth';
export { markForeignAnswers } from './foreign.js';
export { createHttpAdapter } from './http-adapter.js';
