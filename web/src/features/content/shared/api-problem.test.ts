import { ApiError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { isStaleError, problemOf, splitFieldErrors } from './api-problem.ts';

const stale = new ApiError({
  message: 'Someone else changed this category',
  status: 409,
  code: 409,
  details: [{ field: 'updatedAt', rule: 'stale', message: 'changed' }],
});

describe('problemOf', () => {
  test('a 409 stale is a stale edit, not a field error', () => {
    expect(isStaleError(stale)).toBe(true);
    expect(problemOf(stale, ['name', 'updatedAt'])).toEqual({
      stale: true,
      fields: {},
      message: 'Someone else changed this category',
    });
  });

  test('a duplicate slug (409 unique) goes next to the slug field', () => {
    const dup = new ApiError({
      message: 'The slug "x" is already used',
      status: 409,
      code: 409,
      details: [{ field: 'slug', rule: 'unique', message: 'The slug "x" is already used' }],
    });
    expect(isStaleError(dup)).toBe(false);
    expect(problemOf(dup, ['name', 'slug'])).toEqual({
      stale: false,
      fields: { slug: 'The slug "x" is already used' },
    });
  });

  test('nested paths map to their top field; unknown fields and plain errors become the message', () => {
    const bad = new ApiError({
      message: 'Bad request',
      status: 400,
      code: 400,
      details: [
        { field: 'layout.layers.0.text', rule: 'maxLength', message: 'too long' },
        { field: 'other', rule: 'x', message: 'odd' },
      ],
    });
    expect(problemOf(bad, ['layout'])).toEqual({
      stale: false,
      fields: { layout: 'too long' },
      message: 'odd',
    });
    expect(problemOf(new ApiError({ message: 'Too large', status: 413, code: 413 }), ['file'])).toEqual({
      stale: false,
      fields: {},
      message: 'Too large',
    });
    expect(problemOf(new Error('boom'), [])).toEqual({ stale: false, fields: {}, message: 'boom' });
  });

  test('splitFieldErrors keeps the first message per field', () => {
    const { fields } = splitFieldErrors(
      [
        { field: 'name', rule: 'required', message: 'first' },
        { field: 'name', rule: 'maxLength', message: 'second' },
      ],
      ['name'],
    );
    expect(fields).toEqual({ name: 'first' });
  });
});
