import { type ApiClient, getMember, listMembers } from '@opsdeck/shared/api';

/** Finds the internal id of a member reference; the same reference is looked up once. */
export type MemberResolver = (ref: string) => Promise<number>;

/**
 * A resolver for a batch, following the server's rules for `GET /admin/members/{ref}`: 8 digits
 * are a member ID, 11 digits a phone, anything else the internal id (sent as it is; the re-issue
 * answers 404 when there is none). Member IDs and phones are looked up through the members search
 * (an exact match on an index, no recent ledgers), falling back to the member detail call — which
 * also gives the server's own "not found" — when the search finds no single exact match.
 */
export function memberResolver(api: ApiClient): MemberResolver {
  const cache = new Map<string, Promise<number>>();
  async function lookup(ref: string): Promise<number> {
    if (/^\d{8}$/.test(ref) || /^\d{11}$/.test(ref)) {
      const page = await listMembers(api, { q: ref, pageSize: 10 });
      // an 8-digit search also matches phones starting with it; an 11-digit one is an exact phone
      const exact = ref.length === 8 ? page.list.filter((m) => m.visibleId === ref) : page.list;
      if (exact.length === 1 && exact[0]) return exact[0].id;
    } else if (/^\d+$/.test(ref) && Number(ref) >= 1 && Number(ref) <= 2_147_483_647) {
      return Number(ref);
    }
    return (await getMember(api, ref)).id;
  }
  return (ref) => {
    let found = cache.get(ref);
    if (!found) {
      found = lookup(ref);
      // a failed lookup may succeed on the next try (a lost answer), so it is not kept
      found.catch(() => cache.delete(ref));
      cache.set(ref, found);
    }
    return found;
  };
}
