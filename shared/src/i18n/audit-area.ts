/**
 * The i18n keys of an audit area's name (the operation log's areas), first found wins (i18next
 * takes a list): a content resource's sits beside its other names (`content.areas.<key>`, so a new
 * resource needs no entry elsewhere), any other area's in the account strings
 * (`account.info.areas.<area>`).
 */
export function auditAreaKeys(area: string): [string, string] {
  return [`content.areas.${area}`, `account.info.areas.${area}`];
}
