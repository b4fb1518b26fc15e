import { describe, expect, it } from "vitest";
import { quoteBlocker } from "./quoteBlocker";
import { timelineOf } from "./RequestTimeline";

describe("quoteBlocker", () => {
  const open = { status: "QUOTED" as const, booking: null };
  const sent = { status: "SENT" as const, expired: false };
  const now = new Date("2027-01-01T12:00:00Z");

  it("lets a sent, unexpired quote on a quoted request be accepted", () => {
    expect(quoteBlocker(open, sent, now, "2027-01-02T00:00:00Z")).toBeNull();
  });
  it("refuses an expired quote, by the server's word or by the clock", () => {
    expect(quoteBlocker(open, { ...sent, expired: true }, now)).toBe("expired");
    expect(quoteBlocker(open, sent, now, "2027-01-01T11:59:00Z")).toBe("expired");
  });
  it("refuses a withdrawn quote, and any quote once the request is booked or closed", () => {
    expect(quoteBlocker(open, { ...sent, status: "CLOSED" }, now)).toBe("withdrawn");
    expect(quoteBlocker({ status: "ACCEPTED", booking: null }, sent, now)).toBe("closed");
    expect(quoteBlocker({ status: "CANCELLED", booking: null }, sent, now)).toBe("closed");
  });
  it("marks the accepted quote as such", () => {
    expect(quoteBlocker({ status: "ACCEPTED", booking: null }, { status: "ACCEPTED", expired: false }, now)).toBe(
      "accepted",
    );
  });
});

describe("timelineOf", () => {
  it("follows a request to a flown booking", () => {
    const { reached, ended } = timelineOf({ status: "ACCEPTED", quotes: [{}], booking: { status: "COMPLETED" } });
    expect([...reached]).toEqual(["requested", "quoted", "accepted", "confirmed", "flown"]);
    expect(ended).toBeNull();
  });
  it("stops a new request at requested", () => {
    expect([...timelineOf({ status: "NEW", quotes: [], booking: null }).reached]).toEqual(["requested"]);
  });
  it("ends a cancelled booking or an expired request", () => {
    expect(timelineOf({ status: "ACCEPTED", quotes: [{}], booking: { status: "CANCELLED" } }).ended).toBe("cancelled");
    expect(timelineOf({ status: "EXPIRED", quotes: [{}], booking: null }).ended).toBe("expired");
  });
});
