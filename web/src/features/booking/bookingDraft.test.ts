import { describe, expect, it } from "vitest";
import {
  categoryFromQuery,
  completeLegs,
  emptyLeg,
  legsForTripType,
  newDraft,
  toQuoteRequestInput,
  withLegChange,
  type AirportChoice,
} from "./bookingDraft";
import { localNow, serverFieldErrors, validateDraft } from "./validateDraft";

const airport = (code: string, timeZone = "Europe/London"): AirportChoice => ({
  code,
  name: code,
  city: null,
  timeZone,
  latitude: 0,
  longitude: 0,
});
const LHR = airport("LHR");
const NCE = airport("NCE", "Europe/Paris");

describe("booking draft", () => {
  it("reads an offer's category in any case", () => {
    expect(categoryFromQuery("midsize")).toBe("MIDSIZE");
    expect(categoryFromQuery("jumbo")).toBeNull();
    expect(categoryFromQuery(null)).toBeNull();
  });

  it("turns a one-way into a round trip that flies back, and a multi-leg keeps every leg", () => {
    const outbound = { from: LHR, to: NCE, departAt: "2030-05-01T09:00" };
    expect(legsForTripType([outbound], "ROUND_TRIP")).toEqual([outbound, { from: NCE, to: LHR, departAt: "" }]);
    expect(legsForTripType([outbound], "MULTI_CITY")).toEqual([outbound, emptyLeg(NCE)]);
    expect(legsForTripType([outbound, emptyLeg(NCE), emptyLeg()], "MULTI_CITY")).toHaveLength(3);
    expect(legsForTripType([outbound, emptyLeg(NCE)], "ONE_WAY")).toEqual([outbound]);
  });

  it("keeps a round trip's return on the outbound's airports", () => {
    const draft = { ...newDraft(), tripType: "ROUND_TRIP" as const, legs: [emptyLeg(), emptyLeg()] };
    const legs = withLegChange(draft, 0, { from: LHR, to: NCE });
    expect(legs[1]).toMatchObject({ from: NCE, to: LHR });
  });

  it("prices only complete legs and sends trimmed text", () => {
    expect(completeLegs([{ from: LHR, to: null, departAt: "" }])).toBeNull();
    const draft = {
      ...newDraft(),
      legs: [{ from: LHR, to: NCE, departAt: "2030-05-01T09:00" }],
      notes: "  ",
      contact: { name: " Ada ", email: "a@b.co", phone: "", company: "" },
    };
    expect(toQuoteRequestInput(draft, null)).toMatchObject({
      notes: null,
      contact: { name: "Ada", phone: null },
      legs: [{ from: "LHR", to: "NCE" }],
    });
  });
});

describe("booking validation", () => {
  const now = new Date("2030-01-01T12:00:00Z");
  const valid = {
    ...newDraft(),
    legs: [{ from: LHR, to: NCE, departAt: "2030-05-01T09:00" }],
    contact: { name: "Ada", email: "ada@example.com", phone: "+44 20 7946 0000", company: "" },
  };

  it("accepts a complete trip", () => expect(validateDraft(valid, now)).toEqual({}));

  it("names each faulty field", () => {
    const errors = validateDraft(
      {
        ...valid,
        legs: [{ from: LHR, to: LHR, departAt: "2029-12-31T09:00" }],
        passengers: 25,
        contact: { name: "", email: "nope", phone: "12", company: "" },
      },
      now,
    );
    expect(errors).toEqual({
      "legs[0].to": "booking.error.sameAirport",
      "legs[0].departAt": "booking.error.departAtPast",
      passengers: "booking.error.passengers",
      "contact.name": "booking.error.nameRequired",
      "contact.email": "booking.error.email",
      "contact.phone": "booking.error.phone",
    });
  });

  it("judges 'in the past' in the departure airport's own zone", () => {
    // 12:00 UTC is 13:00 in Paris: 12:30 there has passed, 12:30 in London has not.
    expect(localNow("Europe/Paris", now)).toBe("2030-01-01T13:00");
    const leg = (from: AirportChoice) => ({
      ...valid,
      legs: [{ from, to: LHR.code === from.code ? NCE : LHR, departAt: "2030-01-01T12:30" }],
    });
    expect(validateDraft(leg(NCE), now)["legs[0].departAt"]).toBe("booking.error.departAtPast");
    expect(validateDraft(leg(LHR), now)["legs[0].departAt"]).toBeUndefined();
  });

  it("maps the server's fields to messages in the visitor's language", () => {
    expect(
      serverFieldErrors([
        { field: "legs[1].to" },
        { field: "contact.email" },
        { field: "legs" },
        { field: "category" },
      ]),
    ).toEqual({
      "legs[1].to": "booking.error.airportUnknown",
      "contact.email": "booking.error.email",
      legs: "booking.error.legs",
      category: "booking.error.categorySeats",
    });
  });
});
