import { describe, expect, test } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { monitorEvents } from '../testing/monitor-events.js';
import { activityLines } from './monitor-columns.js';
import { displayWidth } from './plain.js';

/** Where each of `words` starts on `line`. */
const starts = (line: string, words: readonly string[]) => words.map((w) => line.indexOf(w));

describe('the monitor activity in columns', () => {
  test.each([100, 80])(
    'at %i columns: aligned under the header, full order numbers, nothing wider',
    (width) => {
      const t = createTranslator('en-US');
      const { header, lines } = activityLines(t, 'en-US', monitorEvents, width);
      for (const line of [header, ...lines]) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      expect(header).toMatch(/^TIME \(UTC\+8\) +/);
      // the order numbers are whole and start where the ORDER header does
      const orderAt = header.indexOf('ORDER');
      expect(orderAt).toBeGreaterThan(0);
      expect(lines[0]?.indexOf('PAT20261128000123')).toBe(orderAt);
      expect(lines[2]?.indexOf('PAT20261128000124')).toBe(orderAt);
      // every line's time is in the business zone (UTC+8: 06:30Z is 14:30)
      for (const line of lines) expect(line.startsWith('2026-11-28 14:30')).toBe(true);
      // what was done starts in one column on every line
      const what = header.indexOf('WHAT');
      expect(starts(lines[0] ?? '', ['Re-issued'])).toEqual([what]);
      expect(starts(lines[1] ?? '', ['Signed in'])).toEqual([what]);
    },
  );

  test('wide, every column is there; narrower, the least needed give way, the order number stays', () => {
    const t = createTranslator('en-US');
    const wide = activityLines(t, 'en-US', monitorEvents, 140).header;
    expect(wide.split(/ {2,}/)).toEqual([
      'TIME (UTC+8)',
      'KIND',
      'OPERATOR',
      'WHAT',
      'MEMBER',
      'CHANGE',
      'ORDER',
    ]);
    // at 100 the kind (which the sentence says too) gives its room to what was done
    const hundred = activityLines(t, 'en-US', monitorEvents, 100);
    expect(hundred.header.split(/ {2,}/)).toEqual([
      'TIME (UTC+8)',
      'OPERATOR',
      'WHAT',
      'MEMBER',
      'CHANGE',
      'ORDER',
    ]);
    expect(hundred.lines[0]).toContain('Re-issued coins to a member');
    // the whole sentence at 100 columns: the operator's long name is cut before it is
    expect(hundred.lines[2]).toContain('Re-issued VIP days to a member');
    expect(hundred.lines[2]).toContain('+30 d');
    expect(hundred.lines[1]).toContain('Bartholomew …');
    const narrow = activityLines(t, 'en-US', monitorEvents, 60);
    expect(narrow.header).toContain('WHAT');
    expect(narrow.lines[0]).toContain('+25');
  });

  test.each([60, 59])(
    'at %i columns what was done is whole ("Re-issued co…" was cut there): the order number, member, operator and kind give way',
    (width) => {
      const t = createTranslator('en-US');
      const { header, lines } = activityLines(t, 'en-US', monitorEvents, width);
      for (const line of [header, ...lines]) expect(displayWidth(line)).toBeLessThanOrEqual(width);
      expect(header.split(/ {2,}/)).toEqual(['TIME (UTC+8)', 'WHAT', 'CHANGE']);
      for (const line of lines) expect(line.startsWith('2026-11-28 14:30')).toBe(true);
      const what = header.indexOf('WHAT');
      expect(lines[0]?.indexOf('Re-issued coins to a member')).toBe(what);
      expect(lines[1]?.indexOf('Signed in')).toBe(what);
      expect(lines[2]?.indexOf('Re-issued VIP days to a member')).toBe(what);
      expect(lines.join('\n')).not.toContain('…');
      expect(lines[0]).toContain('+25');
      expect(lines[2]).toContain('+30 d');
    },
  );

  test('at 100 columns the sentence and the order number are both whole', () => {
    const t = createTranslator('en-US');
    const { header, lines } = activityLines(t, 'en-US', monitorEvents, 100);
    expect(lines[0]?.indexOf('Re-issued coins to a member')).toBe(header.indexOf('WHAT'));
    expect(lines[0]?.indexOf('PAT20261128000123')).toBe(header.indexOf('ORDER'));
    expect(lines.join('\n')).not.toMatch(/Re-issued[^…\n]*…/);
  });

  test('zh-CN: Chinese headers and sentences, wide characters counted twice', () => {
    const t = createTranslator('zh-CN');
    const { header, lines } = activityLines(t, 'zh-CN', monitorEvents, 60);
    expect(header).toMatch(/^时间（UTC\+8）/);
    for (const line of [header, ...lines]) expect(displayWidth(line)).toBeLessThanOrEqual(60);
    // the sentence whole, the order number given way (the 60-column rule above)
    expect(lines[0]).toContain('补发');
    expect(lines[0]).not.toContain('…');
    expect(activityLines(t, 'zh-CN', monitorEvents, 100).lines[0]).toContain('PAT20261128000123');
    // days in Chinese, as the console's activity writes them (the shared formatter)
    expect(lines[2]).toContain('+30 天');
  });
});
