import { type ActionEntry, type CliArgValue, cliCommandLine, cliFlagOf } from '@opsdeck/shared/catalogue';
import { z } from 'zod';
import type { ActionSpec, ArgSpec, ArgType } from './spec.js';

/** The part of a JSON Schema the manifest reads. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
}

function typeOf(s: JsonSchema): ArgType {
  if (s.enum) return 'enum';
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'integer' || type === 'number' || type === 'string' || type === 'boolean') return type;
  return 'json';
}

function bounds(s: JsonSchema): { min?: number; max?: number } {
  const min = s.minimum ?? s.minLength ?? s.minItems;
  const max = s.maximum ?? s.maxLength ?? s.maxItems;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** One argument from its JSON Schema (zod's own conversion of the args schema, input side). */
function argSpec(name: string, s: JsonSchema, required: boolean): ArgSpec {
  const list = s.type === 'array' && s.items !== undefined && typeOf(s.items) !== 'json';
  const element = list && s.items ? s.items : s;
  const type = typeOf(element);
  const itemBounds = list ? bounds(element) : {};
  return {
    name,
    flag: cliFlagOf(name),
    type,
    ...(list ? { list: true } : {}),
    required: required && s.default === undefined,
    ...(type === 'enum' ? { values: (element.enum ?? []).map(String) } : {}),
    ...bounds(s),
    ...(itemBounds.min !== undefined ? { itemMin: itemBounds.min } : {}),
    ...(itemBounds.max !== undefined ? { itemMax: itemBounds.max } : {}),
    ...(s.default !== undefined ? { default: s.default } : {}),
  };
}

/** A sample layout for examples of JSON arguments (a blank canvas of a phone screen). */
const SAMPLE_JSON = JSON.stringify({ canvas: { width: 750, height: 1334 }, layers: [] });

/** A plausible value of an argument for the help's examples. */
function sample(arg: ArgSpec, index: number): CliArgValue {
  const number = (min = 1) => Math.max(min, index + 1);
  if (arg.type === 'boolean') return true;
  if (arg.type === 'json') return /time$/i.test(arg.name) ? '["2026-12-01","2026-12-31"]' : SAMPLE_JSON;
  const scalar = typeof arg.default === 'string' || typeof arg.default === 'number';
  if (scalar) return arg.default as string | number;
  if (arg.type === 'enum') return arg.values?.[0] ?? '';
  if (arg.type === 'integer' || arg.type === 'number') {
    const one = number(arg.itemMin ?? arg.min);
    return arg.list ? `${one},${one + 1}` : one;
  }
  if (/url$/i.test(arg.name)) return 'https://cdn.example.com/spring.jpg';
  if (/link$/i.test(arg.name)) return 'https://example.com/spring';
  if (/email$/i.test(arg.name)) return 'ops@example.com';
  if (/^day$|Day$/.test(arg.name)) return '2026-11-20';
  if (/password$/i.test(arg.name)) return arg.name.startsWith('old') ? 'Spring2025' : 'Summer2026';
  if (arg.list) return 'spring,flowers';
  return arg.name === 'reason' ? 'Compensation' : 'Spring';
}

/**
 * Examples of an action: its required arguments, then all of them but booleans, written as the
 * palette's "Copy as CLI command" writes them.
 */
function examplesOf(entry: ActionEntry, args: readonly ArgSpec[]): string[] {
  const line = (chosen: readonly ArgSpec[]) =>
    cliCommandLine(entry, Object.fromEntries(chosen.map((a, i) => [a.name, sample(a, i)]))) ?? '';
  const required = args.filter((a) => a.required);
  const more = args.filter((a) => a.type !== 'boolean' && a.type !== 'json');
  const lines = [line(required)];
  if (more.length > required.length) lines.push(line([...required, ...more.filter((a) => !a.required)]));
  return lines;
}

/** The manifest of every catalogue action with CLI words, in catalogue order. */
export function buildManifest(entries: readonly ActionEntry[]): ActionSpec[] {
  return entries
    .filter((a) => a.cli && a.cli.length > 0)
    .map((a) => {
      const schema = a.args
        ? (z.toJSONSchema(a.args, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
        : undefined;
      const required = new Set(schema?.required ?? []);
      const args = Object.entries(schema?.properties ?? {}).map(([name, s]) =>
        argSpec(name, s, required.has(name)),
      );
      return {
        id: a.id,
        cli: [...(a.cli ?? [])],
        i18nKey: a.i18nKey,
        groupKey: a.groupKey,
        risk: a.risk,
        roles: a.roles.map(String),
        args,
        examples: examplesOf(a, args),
      };
    });
}

/**
 * The manifest as the module the CLI bundle takes in place of manifest.ts: the list as plain data,
 * so the bundle's command tree needs neither zod nor the catalogue's schemas.
 */
export function renderManifest(specs: readonly ActionSpec[]): string {
  return `export const ACTION_MANIFEST = ${JSON.stringify(specs)};\n`;
}
