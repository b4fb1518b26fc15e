// What every module's DataLoaders share: a batch's rows handed back in the order of its keys.

/** How a request's loaders keep what they read: a subscription's operation reads afresh on every event. */
export interface LoaderOptions {
  cache?: boolean;
}

/** Rows grouped under the keys asked for, in the keys' order (each group keeps the rows' order). */
export function groupByKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

/** The row of each key asked for, in the keys' order; null where there is none. */
export function oneByKey<K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] {
  const found = new Map<K, V>(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}
