import type { TFunction } from 'i18next';
import { titleOf } from '../../lib/i18n.ts';
import { resolveTarget } from '../guard/decide.ts';

/** The document title at a path: `<route title> · <app name>` (the app name alone on /redirect/…). */
export function documentTitle(t: TFunction, pathname: string): string {
  const target = resolveTarget(pathname);
  const app = t('common.appName');
  return target.name === 'Redirect' ? app : `${titleOf(t, target.i18nKey)} · ${app}`;
}
