import { reorderCollectionItems } from '@opsdeck/shared/api';
import type { CollectionDetail, CollectionItem } from '@opsdeck/shared/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { isStaleError } from '../shared/api-problem.ts';
import { moveItem, sameOrder } from '../shared/reorder.ts';

/** Where the order stands against the server. */
export type OrderState = 'saved' | 'saving' | 'stale' | 'failed';

export interface ItemOrder {
  items: CollectionItem[];
  state: OrderState;
  /** The server's message after a failed or stale save. */
  message: string | null;
  /** Moves an item and saves the new order. */
  move: (from: number, to: number) => void;
}

const idsOf = (items: readonly CollectionItem[]) => items.map((i) => i.id);

/**
 * The items of a collection in the order on screen, saved to the server after every move
 * (PUT …/items/order with every item id and the collection's updatedAt). Moves made while a save is
 * on its way are sent once it returns, with the updatedAt it answered, so quick moves never race.
 * A stale save (someone else changed the collection) stops and says so; any other failure puts
 * the server's order back.
 */
export function useItemOrder(
  detail: CollectionDetail,
  onSaved: (detail: CollectionDetail) => void,
): ItemOrder {
  const api = useApi();
  const [items, setItems] = useState(detail.items);
  const [state, setState] = useState<OrderState>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const current = useRef(items);
  const server = useRef(detail);
  const own = useRef<CollectionDetail | null>(null);
  const inFlight = useRef(false);

  // A new detail from elsewhere (add, remove, reload) replaces the order; our own save's answer does not.
  useEffect(() => {
    server.current = detail;
    if (own.current === detail) return;
    current.current = detail.items;
    setItems(detail.items);
    setState('saved');
    setMessage(null);
  }, [detail]);

  const flush = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      while (!sameOrder(idsOf(current.current), idsOf(server.current.items))) {
        setState('saving');
        const sent = idsOf(current.current);
        const answer = await reorderCollectionItems(api, server.current.id, {
          itemIds: sent,
          updatedAt: server.current.updatedAt,
        });
        server.current = answer;
        own.current = answer;
        onSaved(answer);
      }
      setState('saved');
    } catch (err) {
      setMessage(err instanceof Error ? err.message : String(err));
      if (isStaleError(err)) {
        setState('stale');
      } else {
        setState('failed');
        current.current = server.current.items;
        setItems(server.current.items);
      }
    } finally {
      inFlight.current = false;
    }
  }, [onSaved, api]);

  const move = useCallback(
    (from: number, to: number) => {
      if (state === 'stale') return;
      const next = moveItem(current.current, from, to);
      if (sameOrder(idsOf(next), idsOf(current.current))) return;
      current.current = next;
      setItems(next);
      setMessage(null);
      void flush();
    },
    [flush, state],
  );

  return { items, state, message, move };
}
