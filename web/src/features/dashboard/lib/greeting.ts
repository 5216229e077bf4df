import { BUSINESS_OFFSET_MS } from '@opsdeck/shared/schemas';

/** The hour of day (0–23) of an instant in the business time zone (UTC+8), whatever the browser's zone. */
export function businessHour(now: Date): number {
  return new Date(now.getTime() + BUSINESS_OFFSET_MS).getUTCHours();
}

/**
 * The i18n key of the greeting for the business hour of day (the same clock as every business time
 * the console shows): morning 5–11, afternoon 12–17, evening otherwise.
 */
export function greetingKey(now: Date): 'workplace.morning' | 'workplace.afternoon' | 'workplace.evening' {
  const h = businessHour(now);
  if (h >= 5 && h < 12) return 'workplace.morning';
  if (h >= 12 && h < 18) return 'workplace.afternoon';
  return 'workplace.evening';
}
