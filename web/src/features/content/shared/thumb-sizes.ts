/** The box of a list row's thumbnail (`.od-content-thumb` draws it at this size). */
export const CONTENT_THUMB = { width: 40, height: 24 } as const;
/** The box of a collection item's thumbnail (`.od-collection-thumb`). */
export const COLLECTION_THUMB = { width: 36, height: 48 } as const;
