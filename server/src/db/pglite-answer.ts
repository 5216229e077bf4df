import { types } from '@electric-sql/pglite';

/** Per type id, the parser of a column's text (PGlite's `parsers`, its own defaults underneath). */
type Parsers = Parameters<typeof types.parseType>[2];

/** The same decoder PGlite's protocol reader uses for every text it reads. */
const decoder = new TextDecoder('utf-8');

/** Backend message codes a plain answer of prepared statements is made of. */
const BIND_COMPLETE = 0x32;
const PARSE_COMPLETE = 0x31;
const CLOSE_COMPLETE = 0x33;
const NO_DATA = 0x6e;
const ROW_DESCRIPTION = 0x54;
const DATA_ROW = 0x44;
const COMMAND_COMPLETE = 0x43;
const READY_FOR_QUERY = 0x5a;

interface Columns {
  names: string[];
  types: number[];
}

/** A RowDescription's column names and types; undefined where a name could set a prototype. */
function columnsOf(data: Uint8Array, view: DataView, at: number): Columns | undefined {
  const count = view.getInt16(at);
  let p = at + 2;
  const names: string[] = new Array(count);
  const typeIds: number[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const nul = data.indexOf(0, p);
    if (nul < 0) return undefined;
    const name = decoder.decode(data.subarray(p, nul));
    if (name === '__proto__') return undefined;
    names[i] = name;
    // table id (4), column number (2), then the type id (4), type size (2), modifier (4), format (2)
    typeIds[i] = view.getInt32(nul + 1 + 6);
    if (view.getInt16(nul + 1 + 16) !== 0) return undefined; // a binary column: PGlite's path
    p = nul + 1 + 18;
  }
  return { names, types: typeIds };
}

/**
 * The rows of each statement in PostgreSQL's answer to prepared statements (Bind, RowDescription or
 * NoData, DataRows, CommandComplete, ReadyForQuery), read straight from its bytes: exactly the rows
 * PGlite's parser and `parse.parseResults` make of the same bytes (object rows keyed by column name,
 * each text through `types.parseType` with the same parsers), without a copy of the answer, of each
 * field and a message object per row. Anything else in the answer (an error, a notice, a
 * notification, a binary column) answers undefined: the caller then parses it with PGlite's parser,
 * which raises the error and calls the listeners as before.
 */
export function plainResults(data: Uint8Array, parsers: Parsers): unknown[][] | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const end = data.byteLength;
  const results: unknown[][] = [];
  let columns: Columns | undefined;
  let rows: unknown[] = [];
  let at = 0;
  while (at < end) {
    if (at + 5 > end) return undefined;
    const code = data[at];
    const length = view.getUint32(at + 1);
    const next = at + 1 + length;
    if (length < 4 || next > end) return undefined;
    const body = at + 5;
    switch (code) {
      case BIND_COMPLETE:
      case PARSE_COMPLETE:
      case CLOSE_COMPLETE:
      case NO_DATA:
      case READY_FOR_QUERY:
        break;
      case ROW_DESCRIPTION:
        columns = columnsOf(data, view, body);
        if (!columns) return undefined;
        break;
      case DATA_ROW: {
        if (!columns) return undefined;
        const count = view.getInt16(body);
        if (count !== columns.names.length) return undefined;
        const row: Record<string, unknown> = {};
        let p = body + 2;
        for (let i = 0; i < count; i++) {
          const size = view.getInt32(p);
          p += 4;
          const type = columns.types[i] as number;
          const name = columns.names[i] as string;
          if (size === -1) row[name] = null;
          else {
            row[name] = types.parseType(decoder.decode(data.subarray(p, p + size)), type, parsers);
            p += size;
          }
        }
        rows.push(row);
        break;
      }
      case COMMAND_COMPLETE:
        results.push(rows);
        rows = [];
        columns = undefined;
        break;
      default:
        return undefined;
    }
    at = next;
  }
  // rows without their CommandComplete: not an answer PGlite's parseResults would keep either
  if (rows.length > 0) return undefined;
  if (results.length === 0) results.push([]);
  return results;
}
