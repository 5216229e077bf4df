import { describe, expect, test } from 'vitest';
import { localizeCommanderMessage } from './commander-messages.js';
import { createTranslator } from './i18n-bundled.js';

const en = createTranslator('en-US');
const zh = createTranslator('zh-CN');

describe("commander's messages in the user's language", () => {
  test.each([
    ['commander.unknownOption', "error: unknown option '--x'", "错误：未知选项 '--x'"],
    [
      'commander.unknownOption',
      "error: unknown option '--jsn'\n(Did you mean --json?)",
      "错误：未知选项 '--jsn'\n（您是不是要输入 --json？）",
    ],
    [
      'commander.unknownCommand',
      "error: unknown command 'memebrs'\n(Did you mean one of members, member?)",
      "错误：未知命令 'memebrs'\n（您是不是要输入 members, member？）",
    ],
    ['commander.missingArgument', "error: missing required argument 'id'", "错误：缺少必需的参数 'id'"],
    [
      'commander.optionMissingArgument',
      "error: option '--member <ref>' argument missing",
      "错误：选项 '--member <ref>' 缺少参数值",
    ],
    [
      'commander.excessArguments',
      "error: too many arguments for 'profile'. Expected 0 arguments but got 1.",
      "错误：参数过多（'profile'）：应为 0 个，实际为 1 个",
    ],
    [
      'commander.invalidArgument',
      "error: command-argument value 'ksh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.",
      "错误：参数 'shell' 的值 'ksh' 无效。可选值为 bash, zsh, fish。",
    ],
  ])('%s', (code, message, chinese) => {
    expect(localizeCommanderMessage(zh, message, code)).toBe(chinese);
  });

  test('English says it as a sentence; an unknown code or wording keeps its words under the one prefix', () => {
    // said as a sentence, as the CLI's own errors are
    expect(localizeCommanderMessage(en, "error: unknown option '--x'", 'commander.unknownOption')).toBe(
      "error: Unknown option '--x'",
    );
    expect(localizeCommanderMessage(zh, 'error: something new', 'commander.somethingNew')).toBe(
      '错误：something new',
    );
    expect(localizeCommanderMessage(zh, 'error: other wording', 'commander.unknownOption')).toBe(
      '错误：other wording',
    );
    expect(localizeCommanderMessage(zh, 'error: other\n(Did you mean --json?)', undefined)).toBe(
      '错误：other\n（您是不是要输入 --json？）',
    );
    // a message without commander's prefix (or with a capital one) gets the CLI's
    expect(localizeCommanderMessage(en, 'Error: Capital', 'commander.x')).toBe('error: Capital');
    expect(localizeCommanderMessage(zh, 'bare words', 'commander.x')).toBe('错误：bare words');
  });
});
