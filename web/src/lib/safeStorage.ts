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

/** sessionStorage: remembered for this tab until it closes (same caveats as above). */
export function readSessionFlag(key: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(key) != null;
  } catch {
    return false;
  }
}

export function writeSessionFlag(key: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, "1");
  } catch {
    // Not remembered: at worst the same prompt shows again on the next page load.
  }
}
