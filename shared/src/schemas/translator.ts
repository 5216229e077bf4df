/**
 * The text of a dotted i18n key with its params, in one language. The server and the CLI pass the
 * shared `translate` bound to a locale (issues.ts); the web console passes its loaded strings, so a
 * screen that checks input does not bring every language's strings with it.
 *
 * A file of its own, with no import: the web console's strings module (lib/i18n.ts) builds its
 * translator with `translatorIn` before any screen, so this must not bring the message formatter
 * (issue-messages.ts, a screen chunk's) into /login's first chunk.
 */
export type Translator = ((key: string, params?: Record<string, unknown>) => string) & {
  /** The translator's language, for the numbers of its messages (en-US grouping when absent). */
  readonly locale?: string;
};

/** `fn` as a Translator of `locale`. */
export function translatorIn(
  locale: string,
  fn: (key: string, params?: Record<string, unknown>) => string,
): Translator {
  return Object.assign(fn, { locale });
}

/**
 * Several messages (of broken rules) as one line in the translator's language, joined by its
 * `validation.separator`: `Reason is required; Coins must be at least 1` in en-US, `…不能为空；…` in
 * zh-CN. Every program joins messages through this (the shared `joinMessages`, the console's
 * `joinMessages` in web/src/lib/i18n.ts), never with a separator of its own.
 */
export function joinMessagesIn(tr: Translator, messages: readonly string[]): string {
  return messages.join(tr('validation.separator'));
}
