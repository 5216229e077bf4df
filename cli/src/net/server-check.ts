import { NotOpsDeckError, NotSignedInError, TransportError } from '../errors.js';
import type { Factory } from '../factory.js';

/**
 * "Not signed in" to a server that cannot be reached, or that is not OpsDeck, is reported as that
 * instead (a wrong --server or OPSDECK_SERVER is the likelier cause): one call to its health check
 * tells. Any other error is returned as it is.
 */
export async function withServerCause(f: Factory, error: unknown): Promise<unknown> {
  if (!(error instanceof NotSignedInError) || error.server === undefined) return error;
  try {
    await (await f.apiClient(error.server)).request({ method: 'GET', url: '/health', quiet: true });
    return error;
  } catch (cause) {
    return cause instanceof TransportError || cause instanceof NotOpsDeckError ? cause : error;
  }
}
