/** One record of a CSV file: its fields and the line it starts on (1-based, the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A line of the file that could not be read as CSV. */
export interface CsvProblem {
  line: number;
  problem: 'unterminatedQuote' | 'strayQuote';
}

/**
 * Parses CSV text as RFC 4180 describes it: fields separated by commas, records by CRLF or LF (a
 * lone CR too), fields in double quotes may hold commas, line breaks and `""` for a quote. A quote
 * inside an unquoted field, or text after a closing quote, is a problem of that record, which is
 * then left out; blank lines are skipped. A byte-order mark at the start is ignored.
 */
export function parseCsv(input: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let bad: CsvProblem['problem'] | undefined;
    let endOfRecord = false;
    while (!endOfRecord) {
      let field = '';
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < n) {
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
          field += c;
          i++;
        }
        if (!closed) bad ??= 'unterminatedQuote';
        // anything between the closing quote and the next separator is not CSV
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          bad ??= 'strayQuote';
          i++;
        }
      } else {
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"') bad ??= 'strayQuote';
          field += text[i];
          i++;
        }
      }
      fields.push(field);
      if (i >= n) endOfRecord = true;
      else if (text[i] === ',') i++;
      else {
        i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
      }
    }
    if (bad) problems.push({ line: start, problem: bad });
    else if (!(fields.length === 1 && fields[0]?.trim() === '')) records.push({ line: start, fields });
  }
  return { records, problems };
}
