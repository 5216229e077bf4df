// The shared raw-SQL helpers this module uses, imported in this one file.
export { isoOf, num, rawRows } from '../ledger/raw.js';
export { queryRows } from '../ledger/sql.js';
