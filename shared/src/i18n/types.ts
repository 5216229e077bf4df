/** The same nested keys as T, with every leaf a string (so another locale cannot miss or add a key). */
export type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> };
