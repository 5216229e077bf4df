import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { LoginOptions } from '../../services/auth/login.js';
import { leafCommand, type Run, serviceRun } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck login` flags. */
export type LoginCommandOptions = CommonFlags & LoginOptions;

/**
 * `opsdeck login`: the form on a terminal (then the two-factor code when the account has TOTP on),
 * or `--phone P --password-stdin [--otp-stdin]` in scripts.
 */
export function defineLoginCommand(
  f: Factory,
  run: Run<LoginCommandOptions> = serviceRun(f, () =>
    import('../../services/auth/login.js').then((m) => m.login),
  ),
): Command {
  const flags = [
    ['--phone <phone>', 'cli.login.flags.phone'],
    ['--password-stdin', 'cli.login.flags.passwordStdin'],
    ['--otp-stdin', 'cli.login.flags.otpStdin'],
  ] as const;
  const examples = [
    'opsdeck login',
    'opsdeck login --server https://ops.example.com/api',
    'printf %s "$OPSDECK_PASSWORD" | opsdeck login --phone 13800000001 --password-stdin',
    'printf \'%s\\n%s\\n\' "$OPSDECK_PASSWORD" "$CODE" | opsdeck login --phone 13800000001 --password-stdin --otp-stdin',
  ];
  return leafCommand(
    f,
    { name: 'login', text: 'cli.login', flags, fields: JSON_FIELDS.login, examples },
    async (call) => {
      const { phone, passwordStdin, otpStdin } = call.raw;
      await run({
        ...call.common(),
        ...(typeof phone === 'string' ? { phone } : {}),
        passwordStdin: passwordStdin === true,
        otpStdin: otpStdin === true,
      });
    },
  );
}
