import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  CONFIRMATION_CODE_PATTERN,
  newConfirmationCode,
  newQuoteRequestReference,
  REFERENCE_PATTERN,
} from "./codes.js";

describe("human codes", () => {
  it("use no ambiguous symbols", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L"]) expect(CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
  });

  it("look like SC-7K3Q9P and K7Q3XP, and vary", () => {
    const references = Array.from({ length: 200 }, newQuoteRequestReference);
    const codes = Array.from({ length: 200 }, newConfirmationCode);
    expect(references.every((r) => REFERENCE_PATTERN.test(r))).toBe(true);
    expect(codes.every((c) => CONFIRMATION_CODE_PATTERN.test(c))).toBe(true);
    expect(REFERENCE_PATTERN.test("SC-7K3Q9P")).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(195);
  });
});
