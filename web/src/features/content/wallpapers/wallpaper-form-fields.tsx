import { MenuItem, SegmentedControl, TagInput } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import type { WallpaperTopic } from '@opsdeck/shared/resources';
import { type Category, WALLPAPER_TYPES } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../../../components/form/text-field.tsx';
import { fieldGroups } from '../shared/form-groups.ts';
import { AccessPriceFields, CategoryField } from '../shared/priced-fields.tsx';
import type { WallpaperDraft, WallpaperField } from './wallpaper-draft.ts';

export interface WallpaperFormFieldsProps {
  draft: WallpaperDraft;
  categories: readonly Category[];
  topics: readonly WallpaperTopic[];
  errorOf: (field: WallpaperField) => string | undefined;
  onChange: (next: WallpaperDraft, fields: WallpaperField[]) => void;
  disabled: boolean;
}

/**
 * Title, category, wallpaper topics, tags, type (a live one with its duration in seconds), access and
 * price, status of a new wallpaper.
 */
export function WallpaperFormFields({
  draft,
  categories,
  topics,
  errorOf,
  onChange,
  disabled,
}: WallpaperFormFieldsProps) {
  const { t } = useTranslation();
  const { intent, frame } = fieldGroups<WallpaperField>('wallpaper', errorOf);
  const set = (patch: Partial<WallpaperDraft>, fields: WallpaperField[]) =>
    onChange({ ...draft, ...patch }, fields);
  const live = draft.type === 'live';
  const chosenTopics = topics.filter((tp) => draft.topicIds.includes(tp.id));

  return (
    <>
      <TitleCategoryFields
        value={draft}
        categories={categories}
        errorOf={errorOf}
        disabled={disabled}
        onChange={(patch, field) => set(patch, [field])}
      />
      <Field {...frame('topicIds', t('fields.topicIds'))}>
        <MultiSelect<WallpaperTopic>
          items={topics as WallpaperTopic[]}
          selectedItems={chosenTopics}
          itemsEqual="id"
          placeholder={t('contentWeb.wallpaper.chooseTopics')}
          noResults={
            <MenuItem disabled text={t('contentWeb.wallpaper.noTopics')} roleStructure="listoption" />
          }
          itemPredicate={(query, item) => item.title.toLowerCase().includes(query.toLowerCase())}
          itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
            <MenuItem
              key={item.id}
              ref={ref}
              text={item.title}
              roleStructure="listoption"
              selected={draft.topicIds.includes(item.id)}
              active={modifiers.active}
              onClick={handleClick}
              onFocus={handleFocus}
            />
          )}
          tagRenderer={(item) => item.title}
          onItemSelect={(item) =>
            set(
              {
                topicIds: draft.topicIds.includes(item.id)
                  ? draft.topicIds.filter((id) => id !== item.id)
                  : [...draft.topicIds, item.id],
              },
              ['topicIds'],
            )
          }
          onRemove={(item) => set({ topicIds: draft.topicIds.filter((id) => id !== item.id) }, ['topicIds'])}
          popoverProps={{ lazy: true, minimal: true }}
          tagInputProps={{ inputProps: { id: 'wallpaper-topicIds' }, disabled }}
          resetOnSelect
        />
      </Field>
      <Field {...frame('tags', t('fields.tags'))} hint={t('contentWeb.wallpaper.tagsHint')}>
        <TagInput
          inputProps={{ id: 'wallpaper-tags', name: 'tags' }}
          values={draft.tags}
          addOnBlur
          separator={/[,，]/}
          intent={intent('tags')}
          disabled={disabled}
          onChange={(values) => set({ tags: values.map((v) => String(v).trim()).filter(Boolean) }, ['tags'])}
        />
      </Field>
      <div className="od-content-form-row">
        <Field {...frame('type', t('contentWeb.wallpaper.type'))}>
          <SegmentedControl
            value={draft.type}
            disabled={disabled}
            onValueChange={(v) =>
              set(
                // a still image plays for no time: leaving live clears the duration
                { type: v as WallpaperDraft['type'], duration: v === 'live' ? draft.duration : '' },
                ['type', 'durationSeconds'],
              )
            }
            options={WALLPAPER_TYPES.map((v) => ({ value: v, label: t(`content.wallpaperType.${v}`) }))}
          />
        </Field>
        <DurationField
          value={draft.duration}
          error={errorOf('durationSeconds')}
          disabled={disabled || !live}
          title={live ? undefined : t('contentWeb.wallpaper.durationOnlyLive')}
          onChange={(duration) => set({ duration }, ['durationSeconds'])}
        />
        <Field {...frame('status', t('contentWeb.columns.status'))}>
          <SegmentedControl
            value={draft.status}
            disabled={disabled}
            onValueChange={(v) => set({ status: v as WallpaperDraft['status'] }, ['status'])}
            options={[
              { value: 'draft', label: t('content.status.draft') },
              { value: 'online', label: t('content.status.online') },
            ]}
          />
        </Field>
      </div>
      <div className="od-content-form-row">
        <AccessPriceFields
          prefix="wallpaper"
          draft={draft}
          errorOf={errorOf}
          onChange={set}
          disabled={disabled}
        />
      </div>
    </>
  );
}

/** A wallpaper's title and category (the new-wallpaper form and the detail page's edit). */
export function TitleCategoryFields(props: {
  value: { title: string; categoryId: string };
  categories: readonly Pick<Category, 'id' | 'name'>[];
  errorOf: (field: 'title' | 'categoryId') => string | undefined;
  disabled: boolean;
  autoFocus?: boolean;
  onChange: (patch: { title: string } | { categoryId: string }, field: 'title' | 'categoryId') => void;
}) {
  const { t } = useTranslation();
  const { frame } = fieldGroups<'title' | 'categoryId'>('wallpaper', props.errorOf);
  return (
    <>
      <TextField
        {...frame('title', t('fields.title'), true)}
        name="title"
        autoFocus={props.autoFocus}
        value={props.value.title}
        disabled={props.disabled}
        onValueChange={(title) => props.onChange({ title }, 'title')}
      />
      <CategoryField
        prefix="wallpaper"
        value={props.value.categoryId}
        categories={props.categories}
        error={props.errorOf('categoryId')}
        disabled={props.disabled}
        onChange={(categoryId) => props.onChange({ categoryId }, 'categoryId')}
      />
    </>
  );
}

/** A live wallpaper's playing time in whole seconds, as typed (1 to 3600: the shared schema says why not). */
export function DurationField(props: {
  value: string;
  error: string | undefined;
  disabled: boolean;
  title?: string | undefined;
  onChange: (duration: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id="wallpaper-durationSeconds"
      label={t('fields.durationSeconds')}
      error={props.error}
      name="durationSeconds"
      inputMode="numeric"
      hint={t('contentWeb.wallpaper.durationHint')}
      value={props.value}
      disabled={props.disabled}
      title={props.title}
      onValueChange={props.onChange}
    />
  );
}
