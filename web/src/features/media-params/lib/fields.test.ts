import { translate } from '@opsdeck/shared/i18n';
import { AUDIO_PROFILES, DEFAULT_MEDIA_PARAMS, mediaParamsSchema } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { optionLabel, toBody, toValues } from './fields.ts';

test('form values round-trip to the parameters the server checks', () => {
  const values = toValues(DEFAULT_MEDIA_PARAMS);
  expect(values['video.encoding.rate.default']).toBe('800');
  expect(mediaParamsSchema.parse(toBody(values))).toEqual(DEFAULT_MEDIA_PARAMS);
  const broken = mediaParamsSchema.safeParse(toBody({ ...values, 'video.encoding.frameRate': '' }));
  expect(broken.success).toBe(false);
});

describe('how the selects read their options', () => {
  const t = (key: string) => translate('en-US', key);
  test('a resolution with ×, a video profile by its label, the audio profile spelt AAC-LC', () => {
    expect(optionLabel(t, 'video.encoding.resolution', '720*1280')).toBe('720×1280');
    expect(optionLabel(t, 'video.acquisition.resolution', '1080*1920')).toBe('1080×1920');
    expect(optionLabel(t, 'video.encoding.profile', 'high')).toBe('High');
    expect(optionLabel(t, 'video.mode', 'custom')).toBe('Custom');
    expect(optionLabel(t, 'audio.encoding.profile', AUDIO_PROFILES[0])).toBe('AAC-LC');
    expect(DEFAULT_MEDIA_PARAMS.audio.encoding.profile).toBe('AAC-LC');
  });
});
