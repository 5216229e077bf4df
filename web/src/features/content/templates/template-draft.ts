import type {
  ContentAccess,
  PublishStatus,
  Template,
  TemplateKind,
  TemplateLayout,
} from '@opsdeck/shared/schemas';
import { numberInput } from '../shared/validate.ts';
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

/*
 * The template form's fields and drafts, without zod: /template/create draws from them before its
 * checks (template-checks.ts, loaded after the first paint: use-template-checks.ts) are in.
 */

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

/** The draft as the API's values (what the schemas check). */
export function valuesOf(draft: TemplateDraft): Record<TemplateField, unknown> {
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

/** True when the draft differs from the row. */
export function isTemplateChanged(row: Template, draft: TemplateDraft): boolean {
  const before = valuesOf(templateDraftOf(row));
  const after = valuesOf(draft);
  return TEMPLATE_FIELDS.some((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}
