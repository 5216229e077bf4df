import type { Locale } from '@opsdeck/shared/i18n';
import type { FastifyRequest } from 'fastify';

/** Who makes an audited change on a signed-in route, and from where. */
export interface Actor {
  operatorId: number;
  ip: string;
  /** The caller's language: the names an answer shows (en-US for a change an approval runs). */
  locale?: Locale;
}

/** The signed-in operator of a request (routes with roles only) and the address they call from. */
export function actorOf(request: FastifyRequest): Actor {
  return { operatorId: request.operator!.id, ip: request.ip, locale: request.locale };
}
