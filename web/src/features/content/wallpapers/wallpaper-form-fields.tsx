import { MenuItem, SegmentedControl, TagInput } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { type Category, WALLPAPER_TYPES, type WallpaperTopic } from '@opsdeck/shared/schemas';
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
      <TextField
        {...frame('title', t('fields.title'), true)}
        name="title"
        value={draft.title}
        disabled={disabled}
        onValueChange={(title) => set({ title }, ['title'])}
      />
      <CategoryField
        prefix="wallpaper"
        value={draft.categoryId}
        categories={categories}
        error={errorOf('categoryId')}
        disabled={disabled}
        onChange={(categoryId) => set({ categoryId }, ['categoryId'])}
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
          popoverProps={{ minimal: true }}
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
        <TextField
          {...frame('durationSeconds', t('fields.durationSeconds'))}
          name="durationSeconds"
          inputMode="numeric"
          hint={t('contentWeb.wallpaper.durationHint')}
          value={draft.duration}
          disabled={disabled || !live}
          title={live ? undefined : t('contentWeb.wallpaper.durationOnlyLive')}
          onValueChange={(duration) => set({ duration }, ['durationSeconds'])}
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
