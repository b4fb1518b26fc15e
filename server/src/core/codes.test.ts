import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, randomCode } from "./codes.js";

describe("human codes", () => {
  it("use no ambiguous symbols", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L"]) expect(CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
  });

  it("have the length asked for, only readable symbols, and vary", () => {
    const codes = Array.from({ length: 200 }, () => randomCode(6));
    expect(codes.every((c) => /^[2-9A-HJKMNP-Z]{6}$/.test(c))).toBe(true);
    expect(randomCode(9)).toHaveLength(9);
    expect(new Set(codes).size).toBeGreaterThan(195);
  });
});
