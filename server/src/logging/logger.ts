import pino, { type Logger } from 'pino';
import type { Env } from '../env.js';

/** Where log lines go (process.stdout, or a test's collector). */
export interface LogOutput {
  write(line: string): unknown;
  isTTY?: boolean;
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields pino adds to every line, and those a readable line shows in its own words. */
const KNOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'url', 'status', 'ms']);

function clock(time: unknown): string {
  const d = typeof time === 'number' ? new Date(time) : new Date();
  return d.toTimeString().slice(0, 8);
}

/**
 * One JSON log line as a person reads it: a request as `12:03:07 POST /api/x 200 4.1 ms`, anything
 * else as `12:03:07 WARN message key=value …` (an error with its stack on the lines after).
 */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = clock(entry.time);
  if (entry.msg === 'request' && typeof entry.method === 'string') {
    return `${time} ${entry.method} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? 'LOG';
  const extra: string[] = [];
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (KNOWN.has(key)) continue;
    if (key === 'err' && value && typeof value === 'object') {
      const err = value as { message?: string; stack?: string };
      extra.push(`err=${JSON.stringify(err.message ?? '')}`);
      if (err.stack) stack = `\n  ${err.stack.split('\n').join('\n  ')}`;
      continue;
    }
    extra.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const msg = typeof entry.msg === 'string' ? entry.msg : '';
  return `${time} ${level} ${[msg, ...extra].filter(Boolean).join(' ')}${stack}\n`;
}

/** Whether logs are readable lines: LOG_FORMAT says, else a terminal gets them and a pipe gets JSON. */
export function usesPrettyLogs(format: Env['LOG_FORMAT'], out: LogOutput): boolean {
  return format ? format === 'pretty' : out.isTTY === true;
}

/**
 * The server's logger: pino at LOG_LEVEL, writing JSON lines, or readable ones (`prettyLine`) on a
 * terminal or with LOG_FORMAT=pretty. Written synchronously, in order with the start-up messages.
 */
export function createLogger(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  out: LogOutput = process.stdout,
): Logger {
  const pretty = usesPrettyLogs(env.LOG_FORMAT, out);
  const destination = pretty ? { write: (line: string) => out.write(prettyLine(line)) } : out;
  return pino({ level: env.LOG_LEVEL }, destination);
}
