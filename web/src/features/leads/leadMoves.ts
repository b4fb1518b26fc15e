import type { LeadStatus } from "../../graphql/generated";

/** The board's columns, in pipeline order. */
export const leadStatuses: readonly LeadStatus[] = ["NEW", "CONTACTED", "QUALIFIED", "WON", "LOST"];

export const leadSources = ["BOOKING", "CONTACT", "SIGNUP", "AFFILIATE", "IMPORT", "MANUAL"] as const;

// The same moves as server/src/modules/leads/transitions.ts (which refuses any other): offering
// only these keeps staff from picking a move that would just come back as an error.
const moves: Record<LeadStatus, readonly LeadStatus[]> = {
  NEW: ["CONTACTED", "QUALIFIED", "WON", "LOST"],
  CONTACTED: ["QUALIFIED", "WON", "LOST"],
  QUALIFIED: ["CONTACTED", "WON", "LOST"],
  WON: [],
  LOST: ["CONTACTED", "WON"],
};

export function legalMoves(from: LeadStatus): readonly LeadStatus[] {
  return moves[from];
}

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return moves[from].includes(to);
}
