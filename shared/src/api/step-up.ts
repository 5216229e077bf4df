import { CODES, OTP_HEADER } from '../errors/codes.js';
import { ApiError, CancelError } from '../errors/errors.js';
import type { ApiClient } from './client.js';

/**
 * Asks the operator for a fresh TOTP code (a dialog in the web console, a prompt in the CLI);
 * `failure` is the server's message about the code given before. Null: the operator cancelled.
 */
export type AskCode = (failure?: string) => Promise<string | null>;

/** True for the server's "this needs a fresh code" answer (403, code 40311). */
export const isOtpRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === CODES.otpRequired;

/** True for a wrong, malformed or replayed step-up code (400 naming `otp`). */
export const isWrongCode = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400 && (error.details ?? []).some((d) => d.field === 'otp');

/**
 * The client with step-up: a call the server answers "needs a fresh code" is sent again with the
 * code `ask` gives in the X-OpsDeck-OTP header (a wrong code asks again, up to three times). Every
 * client runs the same server rule: approving and changing a money policy, for an admin with TOTP.
 */
export function withStepUp(client: ApiClient, ask: AskCode, tries = 3): ApiClient {
  return {
    axios: client.axios,
    async request<T>(config: Parameters<ApiClient['request']>[0]): Promise<T> {
      try {
        return await client.request<T>(config);
      } catch (error) {
        if (!isOtpRequired(error)) throw error;
        let failure: string | undefined;
        let last: unknown = error;
        for (let i = 0; i < tries; i++) {
          const code = await ask(failure);
          if (code === null) throw new CancelError('Step-up cancelled');
          try {
            return await withCode(client, code).request<T>(config);
          } catch (retry) {
            if (!isWrongCode(retry)) throw retry;
            failure = retry.message;
            last = retry;
          }
        }
        throw last;
      }
    },
  };
}

/**
 * The client with a step-up code the operator typed beforehand (the palette's approval review asks
 * for it beside the facts): every call carries it in the X-OpsDeck-OTP header, so the server checks
 * it at once instead of asking. An operator without TOTP needs none; a wrong code is 400 naming `otp`.
 */
export function withCode(client: ApiClient, code: string): ApiClient {
  return {
    axios: client.axios,
    request<T>(config: Parameters<ApiClient['request']>[0]): Promise<T> {
      const headers = { ...((config.headers as Record<string, string>) ?? {}), [OTP_HEADER]: code };
      return client.request<T>({ ...config, headers });
    },
  };
}
