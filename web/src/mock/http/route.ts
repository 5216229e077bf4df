import type { RoleOrAny } from '@opsdeck/shared/catalogue';
import { CODES } from '@opsdeck/shared/errors';
import { delay, type HttpHandler, http } from 'msw';
import type { MockOperator } from '../data/operators.ts';
import type { World } from '../data/world.ts';
import { answerError, fail } from './reply.ts';

/** How the handlers behave: the latency of each answer (600–1000 ms in the browser, 0 in tests). */
export interface MockOptions {
  latencyMs: () => number;
}

/** The spec's mock latency: a uniform 600–1000 ms per answer. */
export const browserLatency = () => 600 + Math.floor(Math.random() * 401);

export interface MockContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  world: World;
  /** The signed-in operator (routes that are not public). */
  operator: MockOperator;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Handler = (ctx: MockContext) => Response | Promise<Response>;

/**
 * Declares mock routes the way the server does: the path under /api, who may call it
 * (`'public'`, or roles like `config.roles`), and the handler. Sessions are bearer tokens the
 * mock login issued; a missing one is 401, a wrong role 403, as on the server.
 */
export function createRouter(world: World, options: MockOptions) {
  const handlers: HttpHandler[] = [];
  function on(method: Method, path: string, access: 'public' | readonly RoleOrAny[], handler: Handler) {
    handlers.push(
      http[method](`*/api${path}`, async ({ request, params }) => {
        const wait = options.latencyMs();
        if (wait > 0) await delay(wait);
        // the simulated network delay is not the server's time: the figures count the answer only
        const started = Date.now();
        const answer = await answerRoute(request, params, access, handler);
        countRequest(world, answer.status, Date.now() - started);
        return answer;
      }),
    );
  }
  async function answerRoute(
    request: Request,
    params: MockContext['params'],
    access: 'public' | readonly RoleOrAny[],
    handler: Handler,
  ): Promise<Response> {
    try {
      const operator = access === 'public' ? undefined : signedIn(world, request);
      if (access !== 'public') {
        if (!operator) return fail(request, 401, 'errors.notSignedIn', { code: CODES.unauthorized });
        if (!access.includes('*') && !access.includes(operator.role as RoleOrAny)) {
          return fail(request, 403, 'errors.forbidden');
        }
      }
      return await handler({ request, params, world, operator: operator as MockOperator });
    } catch (error) {
      return answerError(request, error);
    }
  }
  return { on, handlers };
}

/** How long the monitor's request figures look back. */
export const TRAFFIC_WINDOW_MS = 5 * 60_000;

/** Counts an answered request (the monitor's figures), keeping the last five minutes. */
function countRequest(world: World, status: number, ms: number): void {
  const at = Date.now();
  world.traffic.push({ at, status, ms });
  while ((world.traffic[0]?.at ?? at) < at - TRAFFIC_WINDOW_MS) world.traffic.shift();
}

function signedIn(world: World, request: Request): MockOperator | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const id = token ? world.sessions.get(token) : undefined;
  return id === undefined ? undefined : world.operators.find((o) => o.id === id);
}

/** Issues a session token for an operator (the mock login, and tests that start signed in). */
export function issueToken(world: World, operatorId: number): string {
  const token = `mock-${operatorId}-${world.sessions.size + 1}-${Math.random().toString(36).slice(2, 10)}`;
  world.sessions.set(token, operatorId);
  return token;
}
