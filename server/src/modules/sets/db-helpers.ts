/**
 * The shared database helpers the channel and set modules use, imported in this one place so a
 * move of the helpers changes only this file.
 */
export { iso, offsetOf, pageOf, rawTotalOf } from '../ledger/paging.js';
export { isoOf, num, rawRows, SqlParams, whereOf } from '../ledger/raw.js';
export { prefixPattern, rangeFrom, rangeTo } from '../ledger/raw-filters.js';
export { queryRows } from '../ledger/sql.js';
export { isUniqueViolation, type Tx } from '../ledger/tx.js';
