import { DEFAULT_MEDIA_PARAMS, mediaParamsSchema } from '@opsdeck/shared/schemas';
import { expect, test } from 'vitest';
import { toBody, toValues } from './fields.ts';

test('form values round-trip to the parameters the server checks', () => {
  const values = toValues(DEFAULT_MEDIA_PARAMS);
  expect(values['video.encoding.rate.default']).toBe('800');
  expect(mediaParamsSchema.parse(toBody(values))).toEqual(DEFAULT_MEDIA_PARAMS);
  const broken = mediaParamsSchema.safeParse(toBody({ ...values, 'video.encoding.frameRate': '' }));
  expect(broken.success).toBe(false);
});
