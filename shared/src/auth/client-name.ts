/** Browsers by the token their user agent names them with, the most specific first. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

/** Systems, the most specific first (an Android's user agent also says Linux). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A session's client as an operator tells sessions apart: `Chrome 156 · Linux`, `opsdeck CLI 0.1.0`.
 * The raw user agent ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KH…", cut alike on every
 * browser row) said neither. A client it does not know reads as sent; an empty one as ''.
 */
export function clientName(userAgent: string): string {
  const ua = userAgent.trim();
  const cli = /^opsdeck-cli\/(\S+)/.exec(ua);
  if (cli) return `opsdeck CLI ${cli[1]}`;
  const browser = BROWSERS.find(([re]) => re.test(ua));
  if (!browser) return ua;
  const version = browser[0].exec(ua)?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return [`${browser[1]} ${version}`, system].filter(Boolean).join(' · ');
}
