import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { BOOKING_TRANSITIONS, PAYMENT_TRANSITIONS } from "../../server/src/modules/bookings/transitions.js";
import { PRICING_LIMITS } from "../../server/src/modules/pricing/pricing.validation.js";

// The back office keeps small copies of server rules so that it offers only legal moves and words
// refusals in the admin's language. These fail when one side changes without the other.

const webModule = <T>(file: string): Promise<T> => import(pathToFileURL(path.resolve(import.meta.dirname, "../../web/src", file)).href) as Promise<T>;

describe("the web app's copies of server rules", () => {
  it("the booking desk offers exactly the server's booking and payment moves", async () => {
    const { BOOKING_MOVES, PAYMENT_MOVES } = await webModule<{ BOOKING_MOVES: unknown; PAYMENT_MOVES: unknown }>("pages/admin/bookings/bookingMoves.ts");
    expect(BOOKING_MOVES).toEqual(BOOKING_TRANSITIONS);
    expect(PAYMENT_MOVES).toEqual(PAYMENT_TRANSITIONS);
  });

  it("the pricing form words the server's own bounds", async () => {
    const { limits } = await webModule<{ limits: Record<string, readonly [number, number]> }>("pages/admin/pricing/pricingDraft.ts");
    for (const [field, bounds] of Object.entries(limits)) expect(bounds, field).toEqual(PRICING_LIMITS[field as keyof typeof PRICING_LIMITS]);
  });
});
