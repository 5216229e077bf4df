/**
 * A re-issue job's member filter in words ("status active, VIP active"), for the review, the
 * approval and the job lists in web, CLI and server alike. `t` is the caller's translator.
 */
export interface FilterWordsInput {
  q?: string | undefined;
  status?: string | undefined;
  vip?: boolean | string | undefined;
  platform?: string | undefined;
  channel?: string | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
}

type T = (key: string, params?: Record<string, unknown>) => string;

const isOn = (v: boolean | string) => v === true || v === 'true' || v === '1';

/**
 * A value in the words the member list's filter menus show (`ios` → iOS, `huawei` → Huawei / 华为),
 * the raw value when the language has none for it.
 */
function label(t: T, group: string, value: string): string {
  const key = `${group}.${value}`;
  const words = t(key);
  return words === key ? value : words;
}

/** The filter's conditions joined by the language's separator (`, `, `，`); "all members" when it has none. */
export function filterWords(filter: FilterWordsInput | null | undefined, t: T): string {
  const f = filter ?? {};
  const parts: string[] = [];
  if (f.q) parts.push(t('reissueJobs.filter.q', { value: f.q }));
  if (f.status)
    parts.push(
      t('reissueJobs.filter.status', { value: label(t, 'reissueJobs.filter.statusValues', f.status) }),
    );
  if (f.vip !== undefined && f.vip !== '')
    parts.push(t(isOn(f.vip) ? 'reissueJobs.filter.vipOn' : 'reissueJobs.filter.vipOff'));
  if (f.platform)
    parts.push(t('reissueJobs.filter.platform', { value: label(t, 'member.platform', f.platform) }));
  if (f.channel)
    parts.push(t('reissueJobs.filter.channel', { value: label(t, 'member.channel', f.channel) }));
  if (f.registeredFrom) parts.push(t('reissueJobs.filter.registeredFrom', { value: f.registeredFrom }));
  if (f.registeredTo) parts.push(t('reissueJobs.filter.registeredTo', { value: f.registeredTo }));
  return parts.length === 0 ? t('reissueJobs.filter.all') : parts.join(t('reissueJobs.filter.separator'));
}
