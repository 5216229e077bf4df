import { FormGroup, HTMLSelect, InputGroup, MenuItem, SegmentedControl, TagInput } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { type Category, CONTENT_ACCESS, WALLPAPER_TYPES, type WallpaperTopic } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { categoryOptions, fieldGroups } from '../shared/form-groups.ts';
import type { WallpaperDraft, WallpaperField } from './wallpaper-draft.ts';
import { withAccess } from './wallpaper-draft.ts';

export interface WallpaperFormFieldsProps {
  draft: WallpaperDraft;
  categories: readonly Category[];
  topics: readonly WallpaperTopic[];
  errorOf: (field: WallpaperField) => string | undefined;
  onChange: (next: WallpaperDraft, fields: WallpaperField[]) => void;
  disabled: boolean;
}

/** Title, category, wallpaper topics, tags, type, access and price, status of a new wallpaper. */
export function WallpaperFormFields({
  draft,
  categories,
  topics,
  errorOf,
  onChange,
  disabled,
}: WallpaperFormFieldsProps) {
  const { t } = useTranslation();
  const { intent, group } = fieldGroups<WallpaperField>('wallpaper', errorOf);
  const set = (patch: Partial<WallpaperDraft>, fields: WallpaperField[]) =>
    onChange({ ...draft, ...patch }, fields);
  const chosenTopics = topics.filter((tp) => draft.topicIds.includes(tp.id));

  return (
    <>
      <FormGroup {...group('title', t('fields.title'), true)}>
        <InputGroup
          id="wallpaper-title"
          name="title"
          value={draft.title}
          intent={intent('title')}
          disabled={disabled}
          onChange={(e) => set({ title: e.target.value }, ['title'])}
        />
      </FormGroup>
      <FormGroup {...group('categoryId', t('fields.categoryId'), true)}>
        <HTMLSelect
          id="wallpaper-categoryId"
          name="categoryId"
          fill
          value={draft.categoryId}
          disabled={disabled}
          onChange={(e) => set({ categoryId: e.currentTarget.value }, ['categoryId'])}
          options={categoryOptions(t, categories)}
        />
      </FormGroup>
      <FormGroup {...group('topicIds', t('fields.topicIds'))}>
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
      </FormGroup>
      <FormGroup
        {...group('tags', t('fields.tags'))}
        helperText={errorOf('tags') ?? t('contentWeb.wallpaper.tagsHint')}
      >
        <TagInput
          inputProps={{ id: 'wallpaper-tags', name: 'tags' }}
          values={draft.tags}
          addOnBlur
          separator={/[,，]/}
          intent={intent('tags')}
          disabled={disabled}
          onChange={(values) => set({ tags: values.map((v) => String(v).trim()).filter(Boolean) }, ['tags'])}
        />
      </FormGroup>
      <div className="od-content-form-row">
        <FormGroup {...group('type', t('contentWeb.wallpaper.type'))}>
          <SegmentedControl
            value={draft.type}
            disabled={disabled}
            onValueChange={(v) => set({ type: v as WallpaperDraft['type'] }, ['type'])}
            options={WALLPAPER_TYPES.map((v) => ({ value: v, label: t(`content.wallpaperType.${v}`) }))}
          />
        </FormGroup>
        <FormGroup {...group('status', t('contentWeb.columns.status'))}>
          <SegmentedControl
            value={draft.status}
            disabled={disabled}
            onValueChange={(v) => set({ status: v as WallpaperDraft['status'] }, ['status'])}
            options={[
              { value: 'draft', label: t('content.status.draft') },
              { value: 'online', label: t('content.status.online') },
            ]}
          />
        </FormGroup>
      </div>
      <div className="od-content-form-row">
        <FormGroup {...group('access', t('fields.access'))}>
          <SegmentedControl
            value={draft.access}
            disabled={disabled}
            onValueChange={(v) =>
              onChange(withAccess(draft, v as WallpaperDraft['access']), ['access', 'priceCoins'])
            }
            options={CONTENT_ACCESS.map((v) => ({ value: v, label: t(`content.access.${v}`) }))}
          />
        </FormGroup>
        <FormGroup {...group('priceCoins', t('fields.priceCoins'), draft.access === 'coin')}>
          <InputGroup
            id="wallpaper-priceCoins"
            name="priceCoins"
            inputMode="numeric"
            value={draft.price}
            intent={intent('priceCoins')}
            disabled={disabled || draft.access !== 'coin'}
            title={draft.access === 'coin' ? undefined : t('contentWeb.wallpaper.priceOnlyCoin')}
            onChange={(e) => set({ price: e.target.value }, ['priceCoins'])}
          />
        </FormGroup>
      </div>
    </>
  );
}
