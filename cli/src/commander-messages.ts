import type { Translate } from './i18n.js';

/**
 * Commander's own messages (unknown option, missing argument…) in the user's language: each is
 * matched by its error code and English wording, and said again from the shared strings. A message
 * that matches none of these keeps commander's words under the CLI's own prefix.
 */
type Rewrite = (t: Translate, m: RegExpMatchArray) => string;

const REWRITES: Record<string, readonly [RegExp, Rewrite][]> = {
  'commander.unknownOption': [
    [/^unknown option '(.+)'$/s, (t, m) => t('cli.commander.unknownOption', { option: m[1] })],
  ],
  'commander.unknownCommand': [
    [/^unknown command '(.+)'$/s, (t, m) => t('cli.commander.unknownCommand', { command: m[1] })],
  ],
  'commander.missingArgument': [
    [/^missing required argument '(.+)'$/s, (t, m) => t('cli.commander.missingArgument', { argument: m[1] })],
  ],
  'commander.optionMissingArgument': [
    [
      /^option '(.+)' argument missing$/s,
      (t, m) => t('cli.commander.optionMissingArgument', { option: m[1] }),
    ],
  ],
  'commander.missingMandatoryOptionValue': [
    [
      /^required option '(.+)' not specified$/s,
      (t, m) => t('cli.commander.missingMandatoryOption', { option: m[1] }),
    ],
  ],
  'commander.excessArguments': [
    [
      /^too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\.$/s,
      (t, m) =>
        t('cli.commander.excessArguments', {
          forCommand: m[1] ? t('cli.commander.forCommand', { command: m[1] }) : '',
          expected: m[2],
          received: m[3],
        }),
    ],
  ],
  'commander.conflictingOption': [
    [
      /^(.+) cannot be used with (.+)$/s,
      (t, m) => t('cli.commander.conflictingOption', { option: m[1], other: m[2] }),
    ],
  ],
  'commander.invalidArgument': [
    [
      /^option '(.+)' argument '(.*)' is invalid\. ?(.*)$/s,
      (t, m) =>
        t('cli.commander.invalidOptionArgument', { option: m[1], value: m[2], reason: reason(t, m[3]) }),
    ],
    [
      /^command-argument value '(.*)' is invalid for argument '(.+)'\. ?(.*)$/s,
      (t, m) => t('cli.commander.invalidArgument', { value: m[1], argument: m[2], reason: reason(t, m[3]) }),
    ],
  ],
};

/** The reason after an invalid value: commander's list of choices is said again, ours is kept. */
function reason(t: Translate, text = ''): string {
  const choices = /^Allowed choices are (.+)\.$/s.exec(text);
  return choices ? t('cli.commander.allowedChoices', { choices: choices[1] }) : text;
}

/**
 * Commander's message (`error: …`, maybe with a `(Did you mean …?)` line) in the user's language,
 * under the CLI's one error prefix (`error: `, zh-CN `错误：`): a wording this file does not know is
 * kept, but still takes the prefix every other error line has.
 */
export function localizeCommanderMessage(t: Translate, message: string, code: string | undefined): string {
  const parsed = /^error: ([\s\S]*?)(?:\n\(Did you mean (?:one of )?(.+)\?\))?$/.exec(message);
  const line = (text: string) => t('cli.errors.line', { message: text });
  if (!parsed) return line(message.replace(/^error:\s*/i, ''));
  const [, body = '', suggestion] = parsed;
  let text = body;
  for (const [pattern, rewrite] of REWRITES[code ?? ''] ?? []) {
    const m = body.match(pattern);
    if (!m) continue;
    text = rewrite(t, m);
    break;
  }
  const lines = [line(text)];
  if (suggestion) lines.push(t('cli.commander.didYouMean', { suggestion }));
  return lines.join('\n');
}
