import { describe, expect, it } from "vitest";
import { dropLegacyFocusable, shareRepeatedDrawings } from "./repeatedDrawings";

const jet = `<path fill="currentColor" d="${"M1 2l3 4".repeat(20)}"></path>`;
const icon = (className: string, drawing = jet) => `<svg class="${className}" viewBox="0 0 24 24">${drawing}</svg>`;

describe("repeated drawings in a page", () => {
  it("draws a repeated icon once and points the later copies at it, each keeping its own attributes", () => {
    const html = `<p>${icon("a")}</p><p>${icon("b")}</p><p>${icon("c")}</p>`;
    expect(shareRepeatedDrawings(html)).toBe(
      `<p><svg class="a" viewBox="0 0 24 24"><g id="d1">${jet}</g></svg></p>` +
        `<p><svg class="b" viewBox="0 0 24 24"><use href="#d1"></use></svg></p>` +
        `<p><svg class="c" viewBox="0 0 24 24"><use href="#d1"></use></svg></p>`,
    );
  });

  it("leaves drawings that appear once, short ones and ones carrying ids as they are", () => {
    const short = `<path d="M1 1"></path>`;
    const withId = `<linearGradient id="g"></linearGradient>${jet}`;
    const html = icon("a") + icon("b", short) + icon("c", short) + icon("d", withId) + icon("e", withId);
    expect(shareRepeatedDrawings(html)).toBe(html);
  });
});

describe("legacy focusable attribute", () => {
  it("is dropped from drawings' opening tags only, wherever it stands among their attributes", () => {
    expect(
      dropLegacyFocusable(
        '<p focusable="false">x</p><svg focusable="false" viewBox="0 0 24 24"><path d="M1 1"/></svg>' +
          '<svg class="i" focusable="false"><use href="#d1"></use></svg><svg viewBox="0 0 1 1"></svg>',
      ),
    ).toBe(
      '<p focusable="false">x</p><svg viewBox="0 0 24 24"><path d="M1 1"/></svg>' +
        '<svg class="i"><use href="#d1"></use></svg><svg viewBox="0 0 1 1"></svg>',
    );
  });
});
