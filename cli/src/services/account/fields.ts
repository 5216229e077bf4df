/** The fields `opsdeck account edit` can change, each by its flag (no schema loaded for the help). */
export const EDITABLE_FIELDS = [
  'name',
  'nickname',
  'email',
  'countryRegion',
  'area',
  'address',
  'location',
  'personalWebsite',
  'introduction',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
