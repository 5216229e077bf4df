/**
 * An array of integers already written as JSON text (`[3,0,12]`), which the response writer
 * (plugins/app/response-writer.ts) puts into the answer as it is, after checking the text, instead
 * of walking numbers: a year's daily series is joined from the database's own array texts
 * (analysis_monthly's `days`) without parsing about 13,000 numbers and writing them out again.
 */
export class IntegersJson {
  constructor(readonly json: string) {}
}

/**
 * The integers JSON arrays the writer accepts for `z.number().int()` items: no leading zeros, no
 * `-0`, at most 15 digits (below Number.MAX_SAFE_INTEGER, so zod's int check holds for each).
 */
export const INTEGERS_JSON = /^\[(?:(?:0|-?[1-9]\d{0,14})(?:,(?:0|-?[1-9]\d{0,14}))*)?\]$/;

/**
 * `json` (a JSON array of integers) where an answer holds a `number[]`. Only for a value the route
 * hands to the response writer as it is: code that reads it as an array sees an object.
 */
export const integersJson = (json: string): number[] => new IntegersJson(json) as unknown as number[];
