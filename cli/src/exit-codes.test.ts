import { AbortError, ApiError, BugError, CancelError, UsageError } from '@opsdeck/shared/errors';
import { CommanderError } from 'commander';
import { describe, expect, test } from 'vitest';
import { NotSignedInError } from './errors.js';
import { EXIT, errorLines, exitCodeFor, reportError } from './exit-codes.js';
import { createTranslator } from './i18n-bundled.js';
import { createFakeIO } from './testing/fake-io.js';
import { displayWidth } from './ui/plain.js';

const api = (code: number, status = code < 1000 ? code : 401, message = 'm') =>
  new ApiError({ message, status, code });

describe('exit codes', () => {
  test.each([
    ['usage error', new UsageError('x'), EXIT.usage],
    ['cancelled', new CancelError(), EXIT.usage],
    ['commander: unknown option', new CommanderError(1, 'commander.unknownOption', 'x'), EXIT.usage],
    ['commander: help', new CommanderError(0, 'commander.helpDisplayed', 'x'), EXIT.ok],
    ['commander: version', new CommanderError(0, 'commander.version', 'x'), EXIT.ok],
    ['no local token', new NotSignedInError('x'), EXIT.session],
    ['401', api(401), EXIT.session],
    ['50008 unknown or revoked token', api(50008), EXIT.session],
    ['50012 other client', api(50012), EXIT.session],
    ['50014 expired token', api(50014), EXIT.session],
    ['403 forbidden', api(403), EXIT.forbidden],
    ['400 validation', api(400), EXIT.error],
    ['429 rate limited', api(429), EXIT.error],
    ['500', api(500), EXIT.error],
    ['transport', new AbortError('the request failed: down'), EXIT.error],
    ['a bug', new BugError('x'), EXIT.error],
    ['anything else', new Error('x'), EXIT.error],
  ])('%s → %i', (_name, error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });
});

describe('error lines', () => {
  const t = createTranslator('en-US');

  test('server errors print the server message; session gone adds the login hint', () => {
    expect(errorLines(api(400, 400, 'Wrong phone number or password'), t)).toEqual([
      'error: Wrong phone number or password',
    ]);
    expect(errorLines(api(50014, 401, 'Your session has expired'), t)).toEqual([
      'error: Your session has expired',
      "Run 'opsdeck login' to sign in.",
    ]);
  });

  test('field details are listed under the message', () => {
    const error = new ApiError({
      message: 'Invalid request',
      status: 400,
      code: 400,
      details: [{ field: 'ids', rule: 'minLength', message: 'Message ids must be at least 1 characters' }],
    });
    expect(errorLines(error, t)).toEqual([
      'error: Invalid request',
      '  ids: Message ids must be at least 1 characters',
    ]);
  });

  test('usage errors point at the command help; abort errors list next steps', () => {
    expect(errorLines(new UsageError('bad'), t, 'opsdeck messages read')).toEqual([
      'error: bad',
      "Run 'opsdeck messages read --help' for usage.",
    ]);
    expect(errorLines(new AbortError('the request failed: x', ['Is OpsDeck running?']), t)).toEqual([
      'error: the request failed: x',
      'Is OpsDeck running?',
    ]);
  });

  test('commander errors are printed by commander itself', () => {
    expect(errorLines(new CommanderError(1, 'commander.unknownOption', 'x'), t)).toEqual([]);
  });

  test('messages follow the language', () => {
    expect(errorLines(new NotSignedInError('x', ['y']), createTranslator('zh-CN'))).toEqual(['错误：x', 'y']);
  });
});

describe('reportError', () => {
  const message = 'The job id must be a whole number from 1 to 2147483647';

  test('on a 60-column terminal a long line wraps at spaces, the number kept with its word', () => {
    const io = createFakeIO({ stderrTTY: true, noColor: true, columns: 60 });
    expect(reportError(new UsageError(message), io, createTranslator('en-US'), 'opsdeck jobs show')).toBe(
      EXIT.usage,
    );
    // the terminal cut it as "…from 1 to 214748364" | "7"
    expect(io.err().split('\n')).toEqual([
      'error: The job id must be a whole number from 1',
      '  to 2147483647',
      "Run 'opsdeck jobs show --help' for usage.",
      '',
    ]);
    const zh = createFakeIO({ stderrTTY: true, noColor: true, columns: 40 });
    reportError(new AbortError('任务 ID 必须是 1 到 2147483647 之间的整数'), zh, createTranslator('zh-CN'));
    const lines = zh.err().trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(40);
    expect(lines.join('')).toContain('2147483647');
  });

  test('piped, each line is written whole', () => {
    const io = createFakeIO({ columns: 60 });
    reportError(new UsageError(message), io, createTranslator('en-US'), 'opsdeck jobs show');
    expect(io.err()).toBe(`error: ${message}\nRun 'opsdeck jobs show --help' for usage.\n`);
  });
});
