import { useCommandState } from 'cmdk';
import { useTranslation } from 'react-i18next';

/**
 * The palette's live region: screen readers hear how many results the query has (or that the
 * server search is still running, or that nothing matches) as the operator types.
 */
export function PaletteStatus({
  query,
  busy,
  offers = 0,
}: {
  query: string;
  busy: boolean;
  offers?: number;
}) {
  const { t } = useTranslation();
  // (the offers of an empty result, "Search members for …", are not results)
  const count = useCommandState((s) => s.filtered.count) - offers;
  let text = t('palette.results', { count });
  if (busy) text = t('palette.search.searching');
  else if (count === 0) text = t('palette.empty', { query: query.trim() });
  return (
    <div role="status" aria-live="polite" className="od-visually-hidden" data-testid="palette-status">
      {text}
    </div>
  );
}
