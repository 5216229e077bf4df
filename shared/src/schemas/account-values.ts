/**
 * The profile's word count and its limit without zod (account.ts re-exports them): /user/setting's
 * basic information counts the introduction's words as it is typed and evaluates no schema before
 * its first paint (the form's schema loads to check a draft before it is sent).
 */

/** Words of a text: each CJK character is one, as is each run of other non-space characters. */
export function countWords(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const rest = text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/\S+/g)?.length ?? 0;
  return cjk + rest;
}

/** Most words a personal profile may hold (spec §5, §9). */
export const INTRODUCTION_MAX_WORDS = 200;
