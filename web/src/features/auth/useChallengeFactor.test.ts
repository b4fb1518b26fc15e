import { describe, expect, it } from "vitest";
import { maskedPhone } from "./useChallengeFactor";

describe("maskedPhone", () => {
  it("shows only the last four digits of the number a code goes to", () => {
    expect(maskedPhone("+447700900123")).toBe("+••••••••0123");
    expect(maskedPhone("+123")).toBe("+123");
  });
});
