import { CODES, OTP_HEADER } from '@opsdeck/shared/errors';
import {
  type ApiToken,
  type ApiTokenCreated,
  apiTokenCreateBodySchema,
  apiTokenIdParamsSchema,
  secondFactorCodeSchema,
  type TwoFactorStatus,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
} from '@opsdeck/shared/schemas';
import { switchOn } from '../data/operations.ts';
import type { World } from '../data/world.ts';
import { bodyOf, fail, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import type { Router } from './router.ts';

/** What the mock keeps of an operator's two-factor sign-in and API tokens. */
interface SecurityState {
  totp: Map<number, { enabledAt: string | null; recoveryLeft: number }>;
  tokens: (ApiToken & { operatorId: number })[];
  nextTokenId: number;
}

const states = new WeakMap<World, SecurityState>();
const stateOf = (world: World): SecurityState => {
  let state = states.get(world);
  if (!state) {
    state = { totp: new Map(), tokens: [], nextTokenId: 1 };
    states.set(world, state);
  }
  return state;
};

/** The mock's secret: a fixed base32 text (the mock computes no codes; see `codeAccepted`). */
const MOCK_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A plain square standing for the QR code (the real server draws it with `qrcode`). */
const MOCK_QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#fff"/><rect x="1" y="1" width="6" height="6" fill="#000"/></svg>')}`;
/** The mock has no clock of codes: six digits pass, except 000000, which stands for a wrong code. */
const codeAccepted = (code: string) => code !== '000000';

/**
 * Step-up on the mock, as the server's `requireStepUp`: approving a request or changing a money
 * policy, an admin with TOTP on gives a code in X-OpsDeck-OTP (none: 403 with code 40311, which the
 * console answers with its code field; a malformed or wrong one, 000000 here: 400 naming `otp`).
 * With the approver policy on, an admin without TOTP may not approve (403).
 */
export function requireMockStepUp(
  request: Request,
  world: World,
  operatorId: number,
  what: 'approve' | 'policy',
): void {
  if (!stateOf(world).totp.get(operatorId)?.enabledAt) {
    if (what === 'approve' && switchOn(world.settings, 'approverTotp'))
      throw new MockHttpError(403, 'totp.errors.approverNeedsTotp');
    return;
  }
  const given = request.headers.get(OTP_HEADER);
  if (!given) throw new MockHttpError(403, 'totp.errors.stepUpRequired', { code: CODES.otpRequired });
  const parsed = secondFactorCodeSchema.safeParse(given);
  if (!parsed.success || !codeAccepted(parsed.data)) {
    throw new MockHttpError(400, 'totp.errors.wrongCode', {
      code: CODES.validation,
      details: [{ field: 'otp', rule: 'totp', message: '' }],
    });
  }
}

/**
 * Two-factor sign-in (status, setup, enable, disable) and API tokens (list, create, revoke) on the
 * mock API, with the server's answers and refusals (dev:mock and the screen tests).
 */
export function securityHandlers({ on }: Router): void {
  const status = (world: World, operatorId: number): TwoFactorStatus => {
    const row = stateOf(world).totp.get(operatorId);
    return {
      enabled: !!row?.enabledAt,
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesLeft: row?.enabledAt ? row.recoveryLeft : 0,
    };
  };
  const wrong = (request: Request, field: string) =>
    fail(request, 400, 'totp.errors.wrongCode', {
      code: CODES.validation,
      details: [{ field, rule: 'totp', message: '' }],
    });

  on('get', '/admin/account/two-factor', ['*'], ({ world, operator }) => ok(status(world, operator.id)));

  on('post', '/admin/account/two-factor/setup', ['*'], ({ request, world, operator }) => {
    if (status(world, operator.id).enabled) return fail(request, 409, 'totp.errors.alreadyOn');
    stateOf(world).totp.set(operator.id, { enabledAt: null, recoveryLeft: 0 });
    const uri = `otpauth://totp/OpsDeck:${operator.phone}?secret=${MOCK_SECRET}&issuer=OpsDeck`;
    return ok({ secret: MOCK_SECRET, uri, qr: MOCK_QR });
  });

  on('post', '/admin/account/two-factor/enable', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, twoFactorEnableBodySchema, await bodyOf(request));
    const row = stateOf(world).totp.get(operator.id);
    if (!row) return fail(request, 409, 'totp.errors.noSetup');
    if (!codeAccepted(body.code)) return wrong(request, 'code');
    row.enabledAt = new Date(world.now).toISOString();
    row.recoveryLeft = 10;
    const recoveryCodes = Array.from(
      { length: 10 },
      (_, i) => `MOCK-CODE-${String(i).padStart(4, 'A')}-AAAA`,
    );
    return ok({ recoveryCodes });
  });

  on('delete', '/admin/account/two-factor', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, twoFactorDisableBodySchema, await bodyOf(request));
    if (!status(world, operator.id).enabled) return fail(request, 409, 'totp.errors.notOn');
    if (!codeAccepted(body.code)) return wrong(request, 'code');
    stateOf(world).totp.delete(operator.id);
    return ok(status(world, operator.id));
  });

  const mine = (world: World, operatorId: number) =>
    stateOf(world)
      .tokens.filter((tk) => tk.operatorId === operatorId)
      .map(({ operatorId: _operatorId, ...tk }) => tk)
      .reverse();

  on('get', '/admin/account/tokens', ['*'], ({ world, operator }) => ok(mine(world, operator.id)));

  on('post', '/admin/account/tokens', ['*'], async ({ request, world, operator }) => {
    const body = parseOr400(request, apiTokenCreateBodySchema, await bodyOf(request));
    const state = stateOf(world);
    const id = state.nextTokenId++;
    const token: ApiToken = {
      id,
      name: body.name,
      scopes: [...new Set(body.scopes)],
      dailyCoinCap: body.dailyCoinCap ?? null,
      coinsToday: 0,
      createdAt: new Date(world.now).toISOString(),
      lastUsedAt: null,
      expiresAt: new Date(world.now + body.expiresInDays * 86_400_000).toISOString(),
      revokedAt: null,
      status: 'active',
    };
    state.tokens.push({ ...token, operatorId: operator.id });
    const created: ApiTokenCreated = { ...token, token: `odt_mock${String(id).padStart(39, '0')}` };
    return ok(created);
  });

  on('delete', '/admin/account/tokens/:id', ['*'], ({ request, world, operator, params }) => {
    const { id } = parseOr400(request, apiTokenIdParamsSchema, params);
    const row = stateOf(world).tokens.find(
      (tk) => tk.id === id && tk.operatorId === operator.id && !tk.revokedAt,
    );
    if (!row) return fail(request, 404, 'tokens.errors.notFound', { params: { id } });
    row.revokedAt = new Date(world.now).toISOString();
    row.status = 'revoked';
    const { operatorId: _operatorId, ...answer } = row;
    return ok(answer);
  });
}
