import { generate } from 'otplib';

// Two-factor codes for the suites, computed with otplib (no waiting for the clock).

/**
 * The code an authenticator app shows `steps` time steps from now, computed with otplib at that
 * epoch. The server accepts the step before, the current one and the next, each once: a test that
 * uses codes several times takes later steps for later uses.
 */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Six digits that are none of the codes the server accepts now (the step before, now, the next). */
export async function wrongCodeOf(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1].map((s) => codeOf(secret, s)));
  return ['000000', '000001', '000002', '000003'].find((c) => !near.includes(c)) as string;
}

/**
 * Turns TOTP on for the operator of `token` with the previous step's code, which leaves the current
 * step's code for a sign-in and the next step's for a step-up. If the clock reached the next step
 * between computing the code and the server checking it (the code is then two steps old: "wrong or
 * expired"), the new previous step's code is sent once more.
 */
export async function turnOnTotp(
  apiUrl: string,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as { data: never; message: string } };
  };
  const setup = await call('/admin/account/two-factor/setup');
  if (setup.status !== 200) throw new Error(`two-factor setup: ${setup.status} ${setup.json.message}`);
  const { secret } = setup.json.data as { secret: string };
  for (let attempt = 1; ; attempt++) {
    const enabled = await call('/admin/account/two-factor/enable', { code: await codeOf(secret, -1) });
    if (enabled.status === 200) {
      return { secret, recoveryCodes: (enabled.json.data as { recoveryCodes: string[] }).recoveryCodes };
    }
    if (attempt === 2) throw new Error(`two-factor enable: ${enabled.status} ${enabled.json.message}`);
  }
}
