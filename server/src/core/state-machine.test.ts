import { describe, expect, it } from "vitest";
import { assertTransition, canTransition, movesFor, type TransitionMap } from "./state-machine.js";

// A door: the features' own maps are checked beside them (*-status-moves.test.ts).
type Door = "OPEN" | "SHUT" | "LOCKED" | "GONE";
const DOOR: TransitionMap<Door> = { OPEN: ["SHUT", "GONE"], SHUT: ["OPEN", "LOCKED"], LOCKED: ["SHUT"], GONE: [] };

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

describe("state machine", () => {
  it("allows exactly the listed moves", () => {
    expect(canTransition(DOOR, "SHUT", "LOCKED")).toBe(true);
    expect(canTransition(DOOR, "OPEN", "LOCKED")).toBe(false);
    expect(() => assertTransition("door", DOOR, "LOCKED", "SHUT")).not.toThrow();
  });

  it("says from and to, and what is allowed instead, in the CONFLICT", () => {
    expect(() => assertTransition("door", DOOR, "OPEN", "LOCKED")).toThrowError(
      "Cannot move a door from OPEN to LOCKED: from OPEN it can move to SHUT, GONE.",
    );
    try {
      assertTransition("door", DOOR, "GONE", "OPEN");
      expect.unreachable();
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe("CONFLICT");
      expect((error as Error).message).toBe("Cannot move a door from GONE to OPEN: GONE is final.");
    }
  });

  it("offers a viewer the moves only when they hold the movers' role: staff with their second factor, not customers", () => {
    expect(movesFor(DOOR, "SHUT", viewer("STAFF"), "STAFF")).toEqual(["OPEN", "LOCKED"]);
    expect(movesFor(DOOR, "SHUT", viewer("ADMIN"), "STAFF")).toEqual(["OPEN", "LOCKED"]);
    expect(movesFor(DOOR, "GONE", viewer("ADMIN"), "STAFF")).toEqual([]);
    expect(movesFor(DOOR, "SHUT", viewer("STAFF"), "ADMIN")).toEqual([]);
    expect(movesFor(DOOR, "SHUT", viewer("CUSTOMER"), "STAFF")).toEqual([]);
    expect(movesFor(DOOR, "SHUT", viewer("STAFF", false), "STAFF")).toEqual([]);
    expect(movesFor(DOOR, "SHUT", null, "STAFF")).toEqual([]);
  });
});
