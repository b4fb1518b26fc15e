import { assertTransition, type TransitionMap } from "../../core/state-machine.js";
import { AffiliateApplicationStatus as Status } from "./affiliate.enums.js";

/** Pending → approved or rejected; an approved affiliate may be revoked (rejected). Rejected is final. */
export const AFFILIATE_TRANSITIONS: TransitionMap<Status> = {
  [Status.PENDING]: [Status.APPROVED, Status.REJECTED],
  [Status.APPROVED]: [Status.REJECTED],
  [Status.REJECTED]: [],
};

export const assertAffiliateTransition = (from: Status, to: Status) =>
  assertTransition("affiliate application", AFFILIATE_TRANSITIONS, from, to);
