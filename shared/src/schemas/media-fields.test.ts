import { describe, expect, test } from 'vitest';
import { translate } from '../i18n/translate.js';
import { MEDIA_FIELDS } from './media-fields.js';

const GROUP_WORDS = {
  'en-US': { video: 'Video ', audio: 'Audio ' },
  'zh-CN': { video: '视频', audio: '音频' },
} as const;

/** The path without its group: `encoding.rate` of `audio.encoding.rate`. */
const rest = (path: string) => path.slice(path.indexOf('.') + 1);

describe('the media parameter labels', () => {
  // A to-do, an approval's detail and `opsdeck approvals show` list a change's parameters without
  // the form's group headings: "Encoding rate 128 → 192" beside the video's "Encoding min rate"
  // did not say it was the audio's.
  test.each(['en-US', 'zh-CN'] as const)(
    '%s: a parameter whose name the other group also has (or extends) names its group',
    (locale) => {
      const grouped = MEDIA_FIELDS.filter((f) => f.group !== 'other');
      const shared = grouped.filter((f) =>
        grouped.some(
          (o) =>
            o.group !== f.group &&
            (rest(o.path) === rest(f.path) || rest(o.path).startsWith(`${rest(f.path)}.`)),
        ),
      );
      expect(shared.map((f) => f.path)).toEqual([
        'video.mode',
        'video.encoding.profile',
        'audio.mode',
        'audio.encoding.rate',
        'audio.encoding.profile',
      ]);
      for (const f of shared) {
        const label = translate(locale, `mediaForm.fields.${f.path}`);
        expect(label, f.path).toMatch(new RegExp(`^${GROUP_WORDS[locale][f.group as 'video' | 'audio']}`));
      }
      // every label tells its parameter apart
      const labels = MEDIA_FIELDS.map((f) => translate(locale, `mediaForm.fields.${f.path}`));
      expect(new Set(labels).size).toBe(labels.length);
    },
  );
});

describe('the media form’s rules between fields', () => {
  // /form/group: "编码码率最小值" (the label) and "最小编码码率不能高于默认码率" (the message) named one
  // field two ways, and "默认码率" no field at all: a message names its fields as their labels do
  test.each(['en-US', 'zh-CN'] as const)('%s: each message names both fields by their labels', (locale) => {
    const label = (key: string) => translate(locale, `mediaForm.fields.video.encoding.rate.${key}`);
    const names = (text: string) =>
      locale === 'en-US'
        ? // a label inside a sentence starts in lower case
          (l: string) => text.toLowerCase().includes(l.toLowerCase())
        : (l: string) => text.includes(l);
    const minAboveDefault = translate(locale, 'media.validation.minAboveDefault');
    expect(names(minAboveDefault)(label('min')), minAboveDefault).toBe(true);
    expect(names(minAboveDefault)(label('default')), minAboveDefault).toBe(true);
    const defaultAboveMax = translate(locale, 'media.validation.defaultAboveMax');
    expect(names(defaultAboveMax)(label('default')), defaultAboveMax).toBe(true);
    expect(names(defaultAboveMax)(label('max')), defaultAboveMax).toBe(true);
  });
});
