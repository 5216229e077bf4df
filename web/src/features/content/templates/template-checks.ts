import type { FieldError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n';
import {
  formatIssuesIn,
  type Template,
  type TemplateCreateInput,
  type TemplateLayout,
  type TemplateUpdateInput,
  templateCreateBodySchema,
  templateLayoutSchema,
  templateUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import { translator } from '../../../lib/i18n.ts';
import { type Checked, checkWith } from '../shared/validate.ts';
import { TEMPLATE_FIELDS, type TemplateDraft, templateDraftOf, valuesOf } from './template-draft.ts';

/*
 * The template form's checks with the shared schemas (zod): loaded after /template/create's first
 * paint, or by a save asked for before then (`templateChecks`, use-template-checks.ts); the detail
 * page's edit form (loaded on first use) imports them.
 */

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

/** The layout's problems under the shared layout schema, in the console's language (the editor's list). */
export function layoutProblems(layout: TemplateLayout): FieldError[] {
  const parsed = templateLayoutSchema.safeParse(layout);
  return parsed.success ? [] : formatIssuesIn(parsed.error.issues, translator());
}
