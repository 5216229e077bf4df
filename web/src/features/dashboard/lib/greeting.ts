/** The i18n key of the greeting for the hour of day: morning 5–11, afternoon 12–17, evening otherwise. */
export function greetingKey(now: Date): 'workplace.morning' | 'workplace.afternoon' | 'workplace.evening' {
  const h = now.getHours();
  if (h >= 5 && h < 12) return 'workplace.morning';
  if (h >= 12 && h < 18) return 'workplace.afternoon';
  return 'workplace.evening';
}
