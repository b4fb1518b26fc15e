import { describe, expect, it } from "vitest";
import { qrCodeSource } from "./qrCodeSource";

describe("qrCodeSource", () => {
  it("percent-encodes raw SVG so a # in it does not cut the data URL short", () => {
    const raw =
      'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1"/></svg>';
    const src = qrCodeSource(raw);
    expect(src.startsWith("data:image/svg+xml;utf-8,%3Csvg")).toBe(true);
    expect(src).not.toContain("#");
    expect(decodeURIComponent(src.slice("data:image/svg+xml;utf-8,".length))).toBe(
      raw.slice("data:image/svg+xml;utf-8,".length),
    );
  });

  it("leaves already encoded and other URLs alone", () => {
    expect(qrCodeSource("data:image/svg+xml;utf-8,%3Csvg%3E")).toBe("data:image/svg+xml;utf-8,%3Csvg%3E");
    expect(qrCodeSource("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });
});
