import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import { checkTotp } from './totp.js';

// Codes computed with otplib at a given time: no waiting for the clock to reach the next step.

/** A fixed secret and moment: every code below is the same on every run. */
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Ten seconds into a 30-second step, and that step. */
const now = new Date(Date.UTC(2026, 10, 28, 23, 0, 10));
const step = Math.floor(now.getTime() / 30_000);
const codeAt = (steps: number) => generate({ secret, epoch: (step + steps) * 30 + 5 });

describe('checkTotp', () => {
  test('the current step, the one before and the one after are accepted; further ones are wrong', async () => {
    expect(await checkTotp(secret, await codeAt(0), null, now)).toEqual({ step });
    expect(await checkTotp(secret, await codeAt(-1), null, now)).toEqual({ step: step - 1 });
    expect(await checkTotp(secret, await codeAt(1), null, now)).toEqual({ step: step + 1 });
    for (const far of [-3, -2, 2, 3]) {
      const code = await codeAt(far);
      const near = await Promise.all([-1, 0, 1].map(codeAt));
      expect(near).not.toContain(code); // six digits could repeat across steps; these do not
      expect(await checkTotp(secret, code, null, now)).toEqual({ refused: 'wrong' });
    }
  });

  test('a code of a step at or before the last accepted one is used already, not wrong', async () => {
    // signed in with this step's code: the same code, or the step before's, is a replay
    expect(await checkTotp(secret, await codeAt(0), step, now)).toEqual({ refused: 'used' });
    expect(await checkTotp(secret, await codeAt(-1), step, now)).toEqual({ refused: 'used' });
    // the next step's code is fresh: what a second use within the same 30 seconds needs
    expect(await checkTotp(secret, await codeAt(1), step, now)).toEqual({ step: step + 1 });
    // the last accepted step is the window's last (the next step's code was used): nothing is left
    expect(await checkTotp(secret, await codeAt(1), step + 1, now)).toEqual({ refused: 'used' });
    // a last step beyond the window (another server's clock ran ahead) refuses, never throws
    expect(await checkTotp(secret, await codeAt(0), step + 5, now)).toEqual({ refused: 'used' });
  });

  test('a mistyped code is wrong whatever was used before', async () => {
    const right = await codeAt(0);
    const wrong = right === '000000' ? '000001' : '000000';
    const near = await Promise.all([-1, 0, 1].map(codeAt));
    expect(near).not.toContain(wrong);
    expect(await checkTotp(secret, wrong, step - 1, now)).toEqual({ refused: 'wrong' });
  });
});
