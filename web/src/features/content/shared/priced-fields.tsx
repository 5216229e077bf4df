import { HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { type Category, CONTENT_ACCESS, type ContentAccess } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../../../components/form/text-field.tsx';
import { categoryOptions } from './form-groups.ts';

/** What a sellable content draft holds about its price: the access and the coins as typed. */
export interface PricedDraft {
  access: ContentAccess;
  price: string;
}

/**
 * The draft after access changed: the price only applies to coin access, so leaving coins sets it
 * back to 0 (and choosing coins keeps what was typed).
 */
export function withAccess<D extends PricedDraft>(draft: D, access: ContentAccess): D {
  return { ...draft, access, price: access === 'coin' ? draft.price : '0' };
}

type PriceField = 'access' | 'priceCoins';

export interface AccessPriceFieldsProps {
  /** The inputs' id prefix (`<prefix>-priceCoins`). */
  prefix: string;
  draft: PricedDraft;
  errorOf: (field: PriceField) => string | undefined;
  onChange: (next: PricedDraft, fields: PriceField[]) => void;
  disabled?: boolean;
}

/** Access (free, VIP, coins) and the price in coins, which only coin access takes (and then requires). */
export function AccessPriceFields({ prefix, draft, errorOf, onChange, disabled }: AccessPriceFieldsProps) {
  const { t } = useTranslation();
  const coin = draft.access === 'coin';
  return (
    <>
      <Field id={`${prefix}-access`} label={t('fields.access')} error={errorOf('access')}>
        <SegmentedControl
          value={draft.access}
          disabled={disabled}
          onValueChange={(v) => onChange(withAccess(draft, v as ContentAccess), ['access', 'priceCoins'])}
          options={CONTENT_ACCESS.map((v) => ({ value: v, label: t(`content.access.${v}`) }))}
        />
      </Field>
      <TextField
        id={`${prefix}-priceCoins`}
        label={t('fields.priceCoins')}
        required={coin}
        error={errorOf('priceCoins')}
        name="priceCoins"
        inputMode="numeric"
        value={draft.price}
        disabled={disabled || !coin}
        title={coin ? undefined : t('contentWeb.wallpaper.priceOnlyCoin')}
        onValueChange={(price) => onChange({ ...draft, price }, ['priceCoins'])}
      />
    </>
  );
}

/** The required category select ("choose a category", then the categories); its value is the id as text. */
export function CategoryField(props: {
  prefix: string;
  value: string;
  categories: readonly Pick<Category, 'id' | 'name'>[];
  error: string | undefined;
  disabled?: boolean;
  onChange: (categoryId: string) => void;
}) {
  const { t } = useTranslation();
  const id = `${props.prefix}-categoryId`;
  return (
    <Field id={id} label={t('fields.categoryId')} required error={props.error}>
      <HTMLSelect
        id={id}
        name="categoryId"
        fill
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        options={categoryOptions(t, props.categories)}
      />
    </Field>
  );
}
