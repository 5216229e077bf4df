import { useCommandState } from 'cmdk';
import { useTranslation } from 'react-i18next';

/**
 * The palette's live region: screen readers hear how many results the query has (or that the
 * server search is still running, or that nothing matches) as the operator types.
 */
export function PaletteStatus({ query, busy }: { query: string; busy: boolean }) {
  const { t } = useTranslation();
  const count = useCommandState((s) => s.filtered.count);
  let text = t('palette.results', { count });
  if (busy) text = t('palette.search.searching');
  else if (count === 0) text = t('palette.empty', { query });
  return (
    <div role="status" aria-live="polite" className="od-visually-hidden" data-testid="palette-status">
      {text}
    </div>
  );
}
