import { channelCreateBodySchema } from '@opsdeck/shared/schemas';
import { recordAudit } from '../data/events.ts';
import { channelWithCount, type MockChannel } from '../data/operations.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import type { Router } from './router.ts';

/** Promotion channels (/form/step): any role lists them; admins create one (its code is generated). */
export function channelHandlers({ on }: Router): void {
  on('get', '/admin/channels', ['*'], ({ world }) =>
    ok({ list: world.channels.map((c) => channelWithCount(c, world.members)) }),
  );

  on('post', '/admin/channels', ['admin'], async ({ request, world, operator }) => {
    const body = parseOr400(request, channelCreateBodySchema, await bodyOf(request));
    if (world.channels.some((c) => c.name === body.activityName)) {
      throw new MockHttpError(409, 'channels.errors.nameTaken', {
        params: { name: body.activityName },
        details: [{ field: 'activityName', rule: 'unique', message: '' }],
      });
    }
    const id = Math.max(0, ...world.channels.map((c) => c.id)) + 1;
    const [promotionFrom, promotionTo] = body.promotionTime;
    const channel: MockChannel = {
      id,
      code: `ch${String(id).padStart(4, '0')}`,
      name: body.activityName,
      channelType: body.channelType,
      promotionFrom,
      promotionTo,
      promoteLink: body.promoteLink,
      advertisingSource: body.advertisingSource,
      advertisingMedia: body.advertisingMedia,
      keywords: body.keyword,
      pushNotify: body.pushNotify,
      advertisingContent: body.advertisingContent,
      createdAt: new Date().toISOString(),
    };
    world.channels.push(channel);
    recordAudit(world, operator, { action: 'channel.create', targetType: 'channel', targetId: channel.code });
    return ok(channelWithCount(channel, world.members));
  });
}
