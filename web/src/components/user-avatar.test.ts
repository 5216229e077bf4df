import { describe, expect, test } from 'vitest';
import { initialsOf } from './user-avatar.tsx';

describe('initialsOf', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['王立群', '王'],
    ['  ', '?'],
    ['Jean Luc Picard', 'JL'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
