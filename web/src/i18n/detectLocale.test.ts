import { describe, expect, it } from "vitest";
import { detectLocale } from "./detectLocale";

describe("detectLocale", () => {
  it("prefers the stored choice", () => {
    expect(detectLocale("ar", ["es-ES", "en"])).toBe("ar");
  });

  it("ignores a stored value that is not a supported locale", () => {
    expect(detectLocale("fr", ["zh-CN"])).toBe("zh");
  });

  it("takes the first supported browser language, by its primary subtag", () => {
    expect(detectLocale(null, ["fr-FR", "es-MX", "en-US"])).toBe("es");
    expect(detectLocale(null, ["zh_TW"])).toBe("zh");
  });

  it("falls back to English", () => {
    expect(detectLocale(null, ["de-DE", "ja"])).toBe("en");
    expect(detectLocale(null, [])).toBe("en");
  });
});
