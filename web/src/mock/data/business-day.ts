import { BUSINESS_OFFSET_MS } from '@opsdeck/shared/schemas';

/** `YYYY-MM-DD` of the business day (UTC+8, as the server counts days) of a time in milliseconds. */
export const dayOf = (time: number): string => new Date(time + BUSINESS_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` of the business day of an ISO time. */
export const dayOfIso = (iso: string): string => dayOf(Date.parse(iso));

/** The hour (0-23) of an ISO time on the business clock. */
export const hourOfIso = (iso: string): number => new Date(Date.parse(iso) + BUSINESS_OFFSET_MS).getUTCHours();
