import { ApiError } from '@opsdeck/shared/errors';

/**
 * The text shown above the login form after a failed sign-in: the server's own message when it
 * refused the request (wrong pair, rate limit, bad field), else the spec's generic text (§8) for
 * transport failures and server errors.
 */
export function loginFailureText(error: unknown, generic: string): string {
  if (error instanceof ApiError && !error.transport && error.status >= 400 && error.status < 500) {
    return error.message;
  }
  return generic;
}
