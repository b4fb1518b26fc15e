import type { LeadRowFragment } from "../../graphql/generated";
import type { LeadChange } from "./leadList";

type Listener = (lead: LeadRowFragment, change: LeadChange) => void;

// Leads that changed (a live event, or a move made here): every lead list on screen hears them
// and places the lead in or out of itself, whatever its filter.
const listeners = new Set<Listener>();

export function publishLeadChange(lead: LeadRowFragment, change: LeadChange): void {
  for (const listener of listeners) listener(lead, change);
}

export function onLeadChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
