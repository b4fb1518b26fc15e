import type { Viewer } from "../../core/viewer.js";
import { assertTransition, movesFor, type TransitionMap } from "../../core/state-machine.js";
import { LeadStatus } from "./lead.enums.js";

/**
 * The moves a lead may make. Any open stage can be won or lost; QUALIFIED can step back to
 * CONTACTED; WON is final (it is revenue); a LOST lead can be reopened to CONTACTED, or won when
 * the customer comes back and accepts a quote. Sending a quote moves a NEW lead to CONTACTED and
 * accepting one moves the lead to WON, both along these same moves.
 */
export const LEAD_TRANSITIONS: TransitionMap<LeadStatus> = {
  [LeadStatus.NEW]: [LeadStatus.CONTACTED, LeadStatus.QUALIFIED, LeadStatus.WON, LeadStatus.LOST],
  [LeadStatus.CONTACTED]: [LeadStatus.QUALIFIED, LeadStatus.WON, LeadStatus.LOST],
  [LeadStatus.QUALIFIED]: [LeadStatus.CONTACTED, LeadStatus.WON, LeadStatus.LOST],
  [LeadStatus.WON]: [],
  [LeadStatus.LOST]: [LeadStatus.CONTACTED, LeadStatus.WON],
};

export const assertLeadTransition = (from: LeadStatus, to: LeadStatus) =>
  assertTransition("lead", LEAD_TRANSITIONS, from, to);

/** Who may move a lead: the role changeLeadStatus requires. */
export const LEAD_MOVERS = "STAFF";

export const leadMovesFor = (viewer: Viewer | null, from: LeadStatus) =>
  movesFor(LEAD_TRANSITIONS, from, viewer, LEAD_MOVERS);
