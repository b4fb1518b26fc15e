// localStorage throws in some privacy modes and does not exist during server rendering;
// a preference that cannot be stored is simply not remembered.
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies for this visit.
  }
}
