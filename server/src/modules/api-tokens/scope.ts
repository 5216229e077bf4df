import { HttpError } from '../../errors.js';
import type { TokenScopeRule } from '../../types/fastify.js';
import type { RequestApiToken } from './authenticate.js';

/**
 * Why an API token may not call a route, or null when it may. A route's `tokenScope` says what it
 * needs; without one a GET needs `read` and any other method is never open to a token (approving,
 * policies, token management and signing sessions out need the operator's own sign-in).
 */
export function tokenScopeRefusal(
  token: RequestApiToken,
  method: string,
  rule: TokenScopeRule | undefined,
): HttpError | null {
  const needs = rule ?? (method === 'GET' || method === 'HEAD' ? 'read' : 'never');
  if (needs === 'never') return new HttpError(403, 'tokens.errors.notForTokens', { name: token.name });
  if (!token.scopes.includes(needs)) {
    return new HttpError(403, 'tokens.errors.missingScope', { name: token.name, scope: needs });
  }
  return null;
}
