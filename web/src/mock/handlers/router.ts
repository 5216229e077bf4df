import type { createRouter } from '../http/route.ts';

/** What each handler group registers its routes on. */
export type Router = ReturnType<typeof createRouter>;
