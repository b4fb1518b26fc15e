import { describe, expect, it } from "vitest";
import { isTypingTarget } from "./isTypingTarget";

const element = (tagName: string, isContentEditable = false) =>
  ({ tagName, isContentEditable }) as unknown as EventTarget;

describe("isTypingTarget", () => {
  it("is true for form fields and editable areas", () => {
    for (const tag of ["INPUT", "TEXTAREA", "SELECT", "input"]) expect(isTypingTarget(element(tag))).toBe(true);
    expect(isTypingTarget(element("DIV", true))).toBe(true);
  });

  it("is false for the page and other elements", () => {
    expect(isTypingTarget(element("BODY"))).toBe(false);
    expect(isTypingTarget(element("BUTTON"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
