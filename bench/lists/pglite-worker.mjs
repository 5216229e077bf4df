// Loads the TypeScript worker of the trial through tsx (a worker thread does not inherit its loader).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
