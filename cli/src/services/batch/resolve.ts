import { type ApiClient, getMember, listMembers, lookupMembers } from '@opsdeck/shared/api';

/** Finds the internal id of a member reference; the same reference is looked up once. */
export type MemberResolver = (ref: string) => Promise<number>;

/**
 * A resolver for a batch: the first row resolves every reference of the file (`refs`) in one request
 * (POST /admin/members/lookup, the server's rule below); a reference it did not find (or a server
 * without that endpoint) is looked up on its own, following the rules of `GET /admin/members/{ref}`: 8 digits
 * are a member ID, 11 digits a phone, anything else the internal id (sent as it is; the re-issue
 * answers 404 when there is none). Member IDs and phones are looked up through the members search
 * (an exact match on an index, no recent ledgers), falling back to the member detail call — which
 * also gives the server's own "not found" — when the search finds no single exact match.
 */
export function memberResolver(api: ApiClient, refs: readonly string[] = []): MemberResolver {
  const cache = new Map<string, Promise<number>>();
  // the whole file's references in one request (POST /admin/members/lookup), made by the first row
  let bulk: Promise<Map<string, number>> | undefined;
  const found = () => {
    bulk ??= bulkLookup(api, refs).catch(() => new Map<string, number>());
    return bulk;
  };
  async function lookup(ref: string): Promise<number> {
    const id = (await found()).get(ref);
    if (id !== undefined) return id;
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

/** Most references one lookup request carries (the server's limit). */
const LOOKUP_MAX = 20_000;

/** The internal ids of `refs` that the server finds, in as few requests as its limit allows. */
async function bulkLookup(api: ApiClient, refs: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const unique = [...new Set(refs.filter((r) => /^\d{1,11}$/.test(r)))];
  for (let at = 0; at < unique.length; at += LOOKUP_MAX) {
    const answer = await lookupMembers(api, { refs: unique.slice(at, at + LOOKUP_MAX) });
    for (const f of answer.found) ids.set(f.ref, f.id);
  }
  return ids;
}
