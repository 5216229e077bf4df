/** One record of an NDJSON file: the object on a line and its line number (1-based). */
export interface NdjsonRecord {
  line: number;
  value: Record<string, unknown>;
}

/** A line that is not one JSON object. */
export interface NdjsonProblem {
  line: number;
  problem: 'invalidJson' | 'notAnObject';
  detail?: string;
}

/**
 * Parses newline-delimited JSON: one object per line; blank lines are skipped, CRLF is accepted and
 * a byte-order mark at the start is ignored. A line that is not valid JSON, or not an object, is a
 * problem of that line.
 */
export function parseNdjson(input: string): { records: NdjsonRecord[]; problems: NdjsonProblem[] } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: NdjsonRecord[] = [];
  const problems: NdjsonProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      problems.push({ line, problem: 'invalidJson', detail: (error as Error).message });
      return;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      problems.push({ line, problem: 'notAnObject' });
    else records.push({ line, value: value as Record<string, unknown> });
  });
  return { records, problems };
}
