import type { Template } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { withAccess } from '../shared/priced-fields.tsx';
import { updateLayer } from './layout/layout-edit.ts';
import { checkTemplateCreate, checkTemplateUpdate } from './template-checks.ts';
import { isTemplateChanged, newTemplateDraft, templateDraftOf } from './template-draft.ts';

const draft = newTemplateDraft('Happy new year');
const row: Template = {
  id: 9,
  name: 'Lantern',
  categoryId: 2,
  categoryName: 'Festivals',
  coverUrl: '/uploads/cover.png',
  kind: 'card',
  layout: draft.layout,
  access: 'free',
  priceCoins: 0,
  uses: 0,
  status: 'draft',
  createdBy: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('template form', () => {
  test('a new template needs a name and a category; its layout is valid as made', () => {
    const result = checkTemplateCreate(draft, 'en-US');
    expect(Object.keys(result.fields).sort()).toEqual(['categoryId', 'name']);
    expect(checkTemplateCreate({ ...draft, name: 'Lantern', categoryId: '2' }, 'en-US').ok).toBe(true);
  });

  test('a layout change sends the layout, asks for a new cover and carries updatedAt', () => {
    const moved = { ...templateDraftOf(row), layout: updateLayer(row.layout, 'text-1', { x: 10 }) };
    expect(isTemplateChanged(row, moved)).toBe(true);
    const result = checkTemplateUpdate(row, moved, 'en-US');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.value).sort()).toEqual(['coverUrl', 'layout', 'updatedAt']);
      expect(result.value.coverUrl).toBeNull();
      expect(result.value.updatedAt).toBe(row.updatedAt);
    }
  });

  test('access and price travel together and follow the price rule', () => {
    const coin = withAccess(templateDraftOf(row), 'coin');
    expect(checkTemplateUpdate(row, coin, 'en-US').fields.priceCoins).toMatch(/above 0/);
    const priced = checkTemplateUpdate(row, { ...coin, price: '20' }, 'en-US');
    expect(priced.ok && priced.value).toMatchObject({ access: 'coin', priceCoins: 20 });
    expect(isTemplateChanged(row, templateDraftOf(row))).toBe(false);
  });
});
