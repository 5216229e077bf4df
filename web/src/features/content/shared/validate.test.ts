import { categoryCreateBodySchema, wallpaperCreateBodySchema } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { changedFields, checkWith, numberInput, slugify } from './validate.ts';

describe('checkWith', () => {
  test('names the broken fields in the chosen language', () => {
    const en = checkWith(categoryCreateBodySchema, { name: '', slug: 'Bad Slug' }, 'en-US', ['name', 'slug']);
    expect(en.ok).toBe(false);
    expect(Object.keys(en.fields).sort()).toEqual(['name', 'slug']);
    expect(en.fields.slug).toMatch(/lower-case/);
    const zh = checkWith(categoryCreateBodySchema, { name: 'x', slug: 'Bad Slug' }, 'zh-CN', [
      'name',
      'slug',
    ]);
    expect(zh.fields.slug).not.toBe(en.fields.slug);
  });

  test('the price rule of the shared schema shows on the price field', () => {
    const base = { title: 'Sea', imageUrl: '/uploads/a.png', categoryId: 1 };
    const free = checkWith(wallpaperCreateBodySchema, { ...base, access: 'free', priceCoins: 5 }, 'en-US', [
      'priceCoins',
    ]);
    expect(free.fields.priceCoins).toMatch(/0 unless access is coins/);
    const coin = checkWith(wallpaperCreateBodySchema, { ...base, access: 'coin', priceCoins: 0 }, 'en-US', [
      'priceCoins',
    ]);
    expect(coin.fields.priceCoins).toMatch(/above 0/);
    const ok = checkWith(wallpaperCreateBodySchema, { ...base, access: 'coin', priceCoins: 30 }, 'en-US', [
      'priceCoins',
    ]);
    expect(ok.ok).toBe(true);
  });
});

test('numberInput', () => {
  expect(numberInput('')).toBeUndefined();
  expect(numberInput(' 1,200 ')).toBe(1200);
  expect(numberInput('12a')).toBe('12a');
});

test('changedFields keeps only what differs', () => {
  expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: 'y' })).toEqual({
    b: [1, 3],
    c: 'y',
  });
});

test('slugify', () => {
  expect(slugify('Spring Festival 2026!')).toBe('spring-festival-2026');
  expect(slugify('Café  Déjà vu')).toBe('cafe-deja-vu');
  expect(slugify('春节')).toBe('');
});
