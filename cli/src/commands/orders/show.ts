import type { Command } from 'commander';
import type { Factory } from '../../factory.js';
import { JSON_FIELDS } from '../../output/fields.js';
import type { ShowOrderOptions } from '../../services/orders/show.js';
import { type Run, serviceRun, showCommand } from '../shared/define.js';
import type { CommonFlags } from '../shared/flags.js';

/** Parsed `opsdeck orders show` argument and flags. */
export type ShowOrderCommandOptions = CommonFlags & ShowOrderOptions;

/** `opsdeck orders show <order>`: one order by its number or internal ID. */
export function defineOrdersShowCommand(
  f: Factory,
  run: Run<ShowOrderCommandOptions> = serviceRun(f, () =>
    import('../../services/orders/show.js').then((m) => m.showOrder),
  ),
): Command {
  return showCommand(
    f,
    {
      text: 'orderDetail.cli.show',
      args: [['<order>', 'orderDetail.cli.show.args.order']],
      fields: JSON_FIELDS.orderDetail,
      examples: [
        'opsdeck orders show PAT20261121000123',
        "opsdeck orders show PAT20261121000123 --json | jq '.coinLedger'",
      ],
    },
    async (given) => {
      const { parseOrderRef } = await import('../../services/orders/show.js');
      return { order: parseOrderRef(f.locale, given, 'ORDER') };
    },
    run,
  );
}
