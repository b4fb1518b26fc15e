import { useSyncExternalStore } from "react";

const highlightMs = 4000;

// Leads that just arrived live, each highlighted for a few seconds so staff notice it. Kept outside
// React so marking one re-renders only the lists that show leads, not the whole dashboard page;
// marked in the same tick as the event's cache write, the new row's first render already knows.
let fresh: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>) {
  fresh = next;
  for (const listener of listeners) listener();
}

export function markFresh(id: string): void {
  set(new Set(fresh).add(id));
  setTimeout(() => {
    const next = new Set(fresh);
    next.delete(id);
    set(next);
  }, highlightMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The ids of the leads that just arrived live. */
export function useFreshLeads(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => fresh);
}
