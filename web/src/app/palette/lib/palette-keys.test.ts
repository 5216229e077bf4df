import { describe, expect, test } from 'vitest';
import { isPaletteChord } from '../../../lib/early-keys.ts';
import { isOpenPaletteKey } from './palette-keys.ts';

describe("the entry's palette chord", () => {
  test("is the catalogue's palette key (mod+k) for every key and modifier set, on both platforms", () => {
    const keys = ['k', 'K', 'j', 'Enter', 'Control'];
    let checked = 0;
    for (const mac of [false, true])
      for (const key of keys)
        for (let bits = 0; bits < 16; bits++) {
          const press = {
            key,
            ctrlKey: !!(bits & 1),
            metaKey: !!(bits & 2),
            altKey: !!(bits & 4),
            shiftKey: !!(bits & 8),
          };
          expect(isPaletteChord(press, mac), JSON.stringify({ mac, ...press })).toBe(
            isOpenPaletteKey(press, mac),
          );
          checked++;
        }
    expect(checked).toBe(160);
    expect(
      isPaletteChord({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }, false),
    ).toBe(true);
    expect(
      isPaletteChord({ key: 'k', ctrlKey: false, metaKey: true, altKey: false, shiftKey: false }, true),
    ).toBe(true);
  });
});
