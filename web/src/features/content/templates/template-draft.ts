import type { Locale } from '@opsdeck/shared/i18n';
import {
  type ContentAccess,
  type PublishStatus,
  type Template,
  type TemplateCreateInput,
  type TemplateKind,
  type TemplateLayout,
  type TemplateUpdateInput,
  templateCreateBodySchema,
  templateUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import { type Checked, checkWith, numberInput } from '../shared/validate.ts';
import { blankLayout } from './layout/layout-edit.ts';

/** The fields of the template form (API names, so server messages land on them). */
export const TEMPLATE_FIELDS = [
  'name',
  'categoryId',
  'kind',
  'access',
  'priceCoins',
  'status',
  'layout',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** What the form holds. */
export interface TemplateDraft {
  name: string;
  categoryId: string;
  kind: TemplateKind;
  access: ContentAccess;
  price: string;
  status: PublishStatus;
  layout: TemplateLayout;
}

/** A new template: a greeting card on a phone-sized canvas with one text layer. */
export function newTemplateDraft(defaultText: string): TemplateDraft {
  return {
    name: '',
    categoryId: '',
    kind: 'card',
    access: 'free',
    price: '0',
    status: 'draft',
    layout: blankLayout(1080, 1920, defaultText),
  };
}

/** A template as a draft. */
export function templateDraftOf(row: Template): TemplateDraft {
  return {
    name: row.name,
    categoryId: String(row.categoryId),
    kind: row.kind,
    access: row.access,
    price: String(row.priceCoins),
    status: row.status,
    layout: row.layout,
  };
}

function valuesOf(draft: TemplateDraft): Record<TemplateField, unknown> {
  return {
    name: draft.name,
    categoryId: draft.categoryId === '' ? undefined : Number(draft.categoryId),
    kind: draft.kind,
    access: draft.access,
    priceCoins: numberInput(draft.price) ?? 0,
    status: draft.status,
    layout: draft.layout,
  };
}

/** Checks a new template with the shared create schema (the server draws its cover from the layout). */
export function checkTemplateCreate(draft: TemplateDraft, locale: Locale): Checked<TemplateCreateInput> {
  return checkWith(
    templateCreateBodySchema,
    valuesOf(draft),
    locale,
    TEMPLATE_FIELDS,
  ) as Checked<TemplateCreateInput>;
}

/**
 * Checks an edit with the shared update schema: only the changed fields and the updatedAt that was
 * read; a changed layout also asks the server to redraw the cover (`coverUrl: null`).
 */
export function checkTemplateUpdate(
  row: Template,
  draft: TemplateDraft,
  locale: Locale,
): Checked<TemplateUpdateInput> {
  const before = valuesOf(templateDraftOf(row));
  const after = valuesOf(draft);
  const body: Record<string, unknown> = { updatedAt: row.updatedAt };
  for (const f of TEMPLATE_FIELDS) {
    if (JSON.stringify(before[f]) !== JSON.stringify(after[f])) body[f] = after[f];
  }
  if ('layout' in body) body.coverUrl = null;
  // The price rule is checked on the merged row: send both when either changed.
  if ('access' in body || 'priceCoins' in body) {
    body.access = after.access;
    body.priceCoins = after.priceCoins;
  }
  const checked = checkWith(
    templateUpdateBodySchema,
    body,
    locale,
    TEMPLATE_FIELDS,
  ) as Checked<TemplateUpdateInput>;
  if (!checked.ok) return checked;
  const violation = checkTemplateCreate(draft, locale).fields.priceCoins;
  return violation ? { ok: false, fields: { priceCoins: violation } } : checked;
}

/** True when the draft differs from the row. */
export function isTemplateChanged(row: Template, draft: TemplateDraft): boolean {
  const before = valuesOf(templateDraftOf(row));
  const after = valuesOf(draft);
  return TEMPLATE_FIELDS.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}
