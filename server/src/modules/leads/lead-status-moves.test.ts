import { describe, expect, it } from "vitest";
import { canTransition } from "../../core/state-machine.js";
import { LeadStatus } from "./lead.enums.js";
import { assertLeadTransition, LEAD_TRANSITIONS, leadMovesFor } from "./lead-status-moves.js";

const viewer = (role: "CUSTOMER" | "STAFF" | "ADMIN", staffMfaSatisfied = true) =>
  ({
    userId: "u",
    sessionId: "s",
    email: "a@b.co",
    role,
    aal: "aal1",
    owesSecondFactor: false,
    staffMfaSatisfied,
    expiresAt: 0,
  }) as const;

describe("lead status moves", () => {
  it("give every status an entry, stay within the enum and never move to itself", () => {
    expect(Object.keys(LEAD_TRANSITIONS).toSorted()).toEqual(Object.values(LeadStatus).toSorted());
    for (const [from, targets] of Object.entries(LEAD_TRANSITIONS)) {
      for (const to of targets) expect(Object.values(LeadStatus)).toContain(to);
      expect(targets).not.toContain(from);
    }
  });

  it("keep the documented rules: won leads are final, lost leads can come back, any open stage can be won", () => {
    expect(LEAD_TRANSITIONS[LeadStatus.WON]).toEqual([]);
    expect(canTransition(LEAD_TRANSITIONS, LeadStatus.LOST, LeadStatus.CONTACTED)).toBe(true);
    expect(canTransition(LEAD_TRANSITIONS, LeadStatus.LOST, LeadStatus.WON)).toBe(true);
    expect(canTransition(LEAD_TRANSITIONS, LeadStatus.QUALIFIED, LeadStatus.NEW)).toBe(false);
    // Accepting a quote wins the lead from wherever it is.
    for (const status of [LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.QUALIFIED, LeadStatus.LOST]) {
      expect(canTransition(LEAD_TRANSITIONS, status, LeadStatus.WON)).toBe(true);
    }
    expect(() => assertLeadTransition(LeadStatus.CONTACTED, LeadStatus.NEW)).toThrowError(
      "Cannot move a lead from CONTACTED to NEW: from CONTACTED it can move to QUALIFIED, WON, LOST.",
    );
  });

  it("are offered to staff with their second factor, not to customers", () => {
    expect(leadMovesFor(viewer("STAFF"), LeadStatus.LOST)).toEqual([LeadStatus.CONTACTED, LeadStatus.WON]);
    expect(leadMovesFor(viewer("ADMIN"), LeadStatus.WON)).toEqual([]);
    expect(leadMovesFor(viewer("CUSTOMER"), LeadStatus.NEW)).toEqual([]);
    expect(leadMovesFor(viewer("STAFF", false), LeadStatus.NEW)).toEqual([]);
    expect(leadMovesFor(null, LeadStatus.NEW)).toEqual([]);
  });
});
