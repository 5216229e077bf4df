import { Callout, Icon, type IconName, Intent, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { actionEntries, cliCommandLine } from '@opsdeck/shared/catalogue';
import { ApiError } from '@opsdeck/shared/errors';
import { explainGrouping, fieldLabelIn, formatIssuesIn } from '@opsdeck/shared/schemas';
import { Command } from 'cmdk';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-context.tsx';
import { currentLocale, translator } from '../../../lib/i18n.ts';
import { toastWarning } from '../../../lib/toaster.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { isExactPick, matchingPicks, pickSourceOf } from '../lib/arg-picks.ts';
import { isCopyCliKey } from '../lib/palette-keys.ts';
import { type ResultPage, resultPageOf } from '../lib/result-pages.ts';
import { argFieldsOf, argsOf, typedNumbersOf } from '../lib/schema-fields.ts';
import { ArgPickList } from './arg-pick-list.tsx';
import { CopyCliItem } from './copy-cli-item.tsx';
import { PaletteFooter } from './palette-footer.tsx';

/**
 * Any other action with arguments as a palette page, built from its args schema: one field at a
 * time (choices as items, numbers, text, number lists), each checked as you type with the schema;
 * then a review with the arguments, and Enter runs the catalogue entry (the same one the CLI runs).
 * A field with a pick source (a job id) offers the server's choices, narrowed as one types; a
 * typed value is still taken (Enter continues with it when no choice has exactly that value).
 * An action whose screen shows its outcome on a result page (approving, rejecting) opens that page.
 */
export function ArgsPage({
  actionId,
  mac,
  onBack,
  onDone,
  onResultPage,
  onCopyCli,
}: {
  actionId: string;
  mac: boolean;
  onBack: () => void;
  onDone: (title: string) => void;
  onResultPage: (page: ResultPage) => void;
  onCopyCli: (line: string) => void;
}) {
  const api = useApi();
  const { t } = useTranslation();
  const locale = currentLocale();
  const entry = actionEntries.find((a) => a.id === actionId);
  const fields = argFieldsOf(entry?.args) ?? [];
  const [at, setAt] = useState(0);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [selected, setSelected] = useState('');
  const field = fields[at];
  const text = field ? (texts[field.name] ?? '') : '';
  const source = pickSourceOf(actionId, field?.name);
  const picks = useFetch(source ? `palette-picks:${actionId}:${field?.name}` : null, (client) =>
    source ? source.load(client) : Promise.resolve([]),
  );
  const pickItems = source && picks.data ? matchingPicks(source.options(picks.data, t), text) : [];
  // what typing puts first: the exact pick, else the typed value ("next") once something is typed
  const typedFirst = text.trim() !== '' && !isExactPick(pickItems, text);
  const options =
    field?.kind === 'choice' ? field.options.filter((o) => o.includes(text.trim().toLowerCase())) : [];
  // the items in the order they are drawn (the copy-as-CLI item last, never first)
  const order = (
    !field
      ? ['run']
      : field.kind === 'choice'
        ? options.map((o) => `option:${o}`)
        : [
            ...(typedFirst ? ['next'] : []),
            ...pickItems.map((o) => `pick:${o.value}`),
            ...(typedFirst ? [] : ['next']),
          ]
  ).join('|');
  // cmdk keeps its selection when items arrive or move (the picks answering after "Continue" drew,
  // the next step's): the first of the new order is selected
  useEffect(() => {
    setSelected(order.split('|')[0] ?? '');
  }, [order]);
  if (!entry?.args || !entry.run) return null;
  // the shared input messages, in the console's loaded strings
  const tr = translator(locale);
  const args = argsOf(fields, texts, locale);
  const parsed = entry.args.safeParse(args);
  const errors = new Map<string, string>();
  if (!parsed.success)
    for (const e of formatIssuesIn(
      explainGrouping(parsed.error.issues, typedNumbersOf(fields, texts), locale),
      tr,
    ))
      errors.set(e.field.split('.')[0] ?? '', e.message);
  const fieldError = field
    ? problem?.field === field.name
      ? problem.message
      : (tried || text.trim() !== '') && !(field.optional && text.trim() === '')
        ? errors.get(field.name)
        : undefined
    : undefined;
  const cliLine = cliCommandLine(entry, args as Record<string, never>);
  const title = t(entry.i18nKey);

  function setText(value: string) {
    if (!field) return;
    setProblem(null);
    setTexts({ ...texts, [field.name]: value });
  }

  function next(value = text) {
    if (!field) return;
    const checked = entry?.args?.safeParse(argsOf(fields, { ...texts, [field.name]: value }, locale));
    const wrong = checked && !checked.success && checked.error.issues.some((i) => i.path[0] === field.name);
    if (wrong && !(field.optional && value.trim() === '')) return setTried(true);
    setTexts({ ...texts, [field.name]: value });
    setTried(false);
    setAt(at + 1);
  }

  async function run() {
    if (!parsed.success || busy || !entry?.run) return;
    setBusy(true);
    try {
      const result = await entry.run(api, parsed.data, {});
      const page = resultPageOf(entry.id, parsed.data, { result }, t);
      if (page) return onResultPage(page);
      onDone(title);
      const notice = entry.notice?.(result);
      if (notice) toastWarning(t(notice));
    } catch (err) {
      const detail = err instanceof ApiError ? err.details?.[0] : undefined;
      const back = detail ? fields.findIndex((f) => f.name === detail.field.split('.')[0]) : -1;
      const page = back < 0 ? resultPageOf(entry.id, parsed.data, { error: err }, t) : undefined;
      if (page) return onResultPage(page);
      setProblem({
        ...(back >= 0 ? { field: fields[back]?.name } : {}),
        message: detail?.message ?? String((err as Error).message),
      });
      if (back >= 0) setAt(back);
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Backspace' && text === '') {
      e.preventDefault();
      setProblem(null);
      if (at === 0) onBack();
      else setAt(at - 1);
    } else if (cliLine && isCopyCliKey(e.nativeEvent, mac)) {
      e.preventDefault();
      onCopyCli(cliLine);
    }
  }

  const nextItem = field && field.kind !== 'choice' && (
    <Command.Item value="next" onSelect={() => next()} className="od-palette-item od-palette-item-primary">
      <Icon icon="arrow-right" />
      <span className="od-palette-item-title">{t('palette.args.next')}</span>
    </Command.Item>
  );
  return (
    <Command
      shouldFilter={false}
      loop
      label={title}
      value={selected}
      onValueChange={setSelected}
      onKeyDown={onKeyDown}
      className="od-palette-command"
    >
      <div className="od-palette-crumbs">
        <Icon icon={(entry.icon ?? 'dot') as IconName} />
        <span className="od-palette-crumbs-title">{title}</span>
        {fields.slice(0, at).map((f) => (
          <Tag key={f.name} minimal round className="od-palette-chip">
            {fieldLabelIn(tr, f.name)}: {texts[f.name]?.trim() || '–'}
          </Tag>
        ))}
        <span className="od-palette-crumbs-step">
          {t('palette.args.step', { step: at + 1, total: fields.length + 1 })}
        </span>
      </div>
      <div className="od-palette-input-row">
        <Icon icon={field ? 'edit' : 'tick-circle'} className="od-palette-input-icon" />
        <Command.Input
          autoFocus
          value={text}
          onValueChange={setText}
          readOnly={!field}
          placeholder={
            source
              ? t(source.keys.placeholder)
              : field
                ? fieldLabelIn(tr, field.name)
                : t('palette.args.reviewPlaceholder')
          }
          className="od-palette-input"
        />
      </div>
      {fieldError && (
        <div className="od-palette-field-error" role="alert">
          {fieldError}
        </div>
      )}
      <Command.List className="od-palette-list">
        {options.map((o) => (
          <Command.Item key={o} value={`option:${o}`} onSelect={() => next(o)} className="od-palette-item">
            <Icon icon="dot" />
            <span className="od-palette-item-title">{o}</span>
          </Command.Item>
        ))}
        {typedFirst && nextItem}
        {source && <ArgPickList source={source} state={picks} items={pickItems} query={text} onPick={next} />}
        {!typedFirst && nextItem}
        {!field && problem && !problem.field && (
          <Callout compact intent={Intent.DANGER} className="od-palette-callout">
            {problem.message}
          </Callout>
        )}
        {!field && (
          <Command.Item
            value="run"
            disabled={busy}
            onSelect={() => void run()}
            className="od-palette-item od-palette-item-primary"
          >
            {busy ? <Spinner size={SpinnerSize.SMALL} /> : <Icon icon="tick-circle" />}
            <span className="od-palette-item-title">{title}</span>
          </Command.Item>
        )}
        {cliLine && <CopyCliItem line={cliLine} onCopy={onCopyCli} />}
      </Command.List>
      <PaletteFooter mac={mac} canBack canCopy={() => cliLine !== null} />
    </Command>
  );
}
