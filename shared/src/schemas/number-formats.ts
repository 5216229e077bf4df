/**
 * Numbers as the console and the CLI write them in a language: grouped in thousands (100,000 in
 * en-US and in zh-CN). Each format is made once per language and kept (Intl.NumberFormat's
 * construction costs more than a format call).
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${signed ? 'signed' : 'plain'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      signed ? { signDisplay: 'exceptZero', maximumFractionDigits: 0 } : { maximumFractionDigits: 20 },
    );
    formats.set(key, format);
  }
  return format;
}

/** A number grouped in thousands in the language, its fraction kept (`100,000`, `1,800.5`). */
export const groupedNumber = (locale: string, value: number): string => formatOf(locale, false).format(value);

/** A whole change, signed and grouped in the language (`+20,000`, `-5`, `0`). */
export const signedNumber = (locale: string, value: number): string => formatOf(locale, true).format(value);
