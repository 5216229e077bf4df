import { Option } from 'commander';
import type { ArgSpec } from '../../actions/spec.js';
import type { Translate } from '../../i18n.js';

/** The translation of `key`, or undefined when the language has none. */
function maybe(t: Translate, key: string): string | undefined {
  const text = t(key);
  return text === key ? undefined : text;
}

/** What an argument is for: `cli.args.<name>`, else the shared field label, else its name. */
function argLabel(t: Translate, name: string): string {
  return maybe(t, `cli.args.${name}`) ?? maybe(t, `fields.${name}`) ?? name;
}

/** A bound as every count the CLI shows: grouped in thousands (`100,000`). */
const bound = (n: number) => n.toLocaleString('en-US');

function range(t: Translate, kind: string, min?: number, max?: number): string {
  if (min !== undefined && max !== undefined)
    return t(`cli.argRules.${kind}.range`, { min: bound(min), max: bound(max), count: max });
  // `count` picks the singular where the language has one: `at least 1 character`
  if (max !== undefined) return t(`cli.argRules.${kind}.max`, { max: bound(max), count: max });
  if (min !== undefined) return t(`cli.argRules.${kind}.min`, { min: bound(min), count: min });
  return t(`cli.argRules.${kind}.any`);
}

/** The rule of one value: `a whole number from 1 to 100,000`, `2 to 200 characters`, `one of: a, b`. */
function valueRule(t: Translate, arg: ArgSpec, min?: number, max?: number): string {
  switch (arg.type) {
    case 'integer':
      return range(t, 'integer', min, max);
    case 'number':
      return range(t, 'number', min, max);
    case 'string':
      return range(t, 'text', min, max);
    case 'enum':
      return t('cli.argRules.enum', { values: (arg.values ?? []).join(', ') });
    case 'json':
      return t('cli.argRules.json');
    default:
      return '';
  }
}

/** The rule an argument's value must meet, from its schema (lists: each value, and how many). */
function argRule(t: Translate, arg: ArgSpec): string {
  if (arg.type === 'boolean') return '';
  if (!arg.list) return valueRule(t, arg, arg.min, arg.max);
  const each = valueRule(t, arg, arg.itemMin, arg.itemMax);
  return t('cli.argRules.list', { each, count: range(t, 'count', arg.min, arg.max) });
}

/** How an argument's help is worded: another label, or no `(required)` (a batch file gives it). */
export interface ArgWording {
  label?: string;
  required?: boolean;
}

/** An argument's help: what it is for, its rule, and `(required)` or its default. */
function argDescription(t: Translate, arg: ArgSpec, wording: ArgWording = {}): string {
  const label = wording.label ?? argLabel(t, arg.name);
  const rule = argRule(t, arg);
  // `Coins: a whole number…`, zh-CN `福币：…` (the language's own colon)
  const parts = [rule ? t('cli.table.labelValue', { label, value: rule }) : label];
  if (wording.required ?? arg.required) parts.push(t('cli.argRules.required'));
  else if (arg.default !== undefined && !(Array.isArray(arg.default) && arg.default.length === 0))
    parts.push(
      t('cli.argRules.default', {
        value: typeof arg.default === 'string' ? arg.default : JSON.stringify(arg.default),
      }),
    );
  // a space before `(required)`, none before the full-width `（必填）`
  return parts.reduce((text, part) => (part.startsWith('（') ? `${text}${part}` : `${text} ${part}`));
}

/** The placeholder of a flag's value: `<n>`, `<text>`, `<content-type>`, `<ids>`, `<json>`. */
function valueName(arg: ArgSpec): string {
  if (arg.type === 'integer' || arg.type === 'number') return arg.list ? arg.flag.slice(2) : 'n';
  if (arg.type === 'json') return 'json';
  return arg.flag.slice(2);
}

/** Collects a list flag: comma-separated values, and the flag may be given more than once. */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), ...value.split(',').map((v) => v.trim())].filter((v) => v !== '');
}

/** The commander option of an argument (values kept as text; the args schema checks them). */
export function argOption(t: Translate, arg: ArgSpec, wording: ArgWording = {}): Option {
  const flags = arg.type === 'boolean' ? arg.flag : `${arg.flag} <${valueName(arg)}>`;
  const option = new Option(flags, argDescription(t, arg, wording));
  if (arg.values) option.argChoices = [...arg.values];
  if (arg.list) option.argParser(collect);
  return option;
}
