import { ApiError, CODES } from '@opsdeck/shared/errors';

/** Whether a failed load was the server saying the thing asked for does not exist (404). */
export function isNotFound(failure: unknown): boolean {
  return failure instanceof ApiError && (failure.status === 404 || failure.code === CODES.notFound);
}
