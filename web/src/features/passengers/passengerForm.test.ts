import { describe, expect, it } from "vitest";
import { countryName, countryOptions } from "./countries";
import { blankErrors, detailErrors, emptyDetails, toDetailsInput } from "./passengerForm";

describe("a passenger form", () => {
  it("sends blanks as null, the name trimmed", () => {
    expect(toDetailsInput({ ...emptyDetails(), fullName: "  Ada Lovelace ", nationality: "GB" })).toEqual({
      fullName: "Ada Lovelace",
      dateOfBirth: null,
      nationality: "GB",
      passportNumber: null,
      passportExpiry: null,
    });
  });

  it("asks for the name alone from a booker, and all five from the passenger", () => {
    expect(blankErrors(emptyDetails(), false)).toEqual({ fullName: "passengers.error.required" });
    expect(Object.keys(blankErrors({ ...emptyDetails(), fullName: "Ada" }, true))).toEqual([
      "dateOfBirth",
      "nationality",
      "passportNumber",
      "passportExpiry",
    ]);
  });

  it("puts the server's refusals on their fields, whatever the input's prefix", () => {
    expect(detailErrors(["input.details.passportExpiry", "input.nationality", "input.legs"])).toEqual({
      passportExpiry: "passengers.error.passportExpiry",
      nationality: "passengers.error.nationality",
    });
  });

  it("names countries in the page's language, Arabic with its formatting tag included", () => {
    expect(countryName("US", "ar-u-nu-latn")).toBe("الولايات المتحدة");
    expect(countryName("ES", "es")).toBe("España");
    const zh = countryOptions("zh");
    expect(zh.length).toBeGreaterThan(240);
    expect(zh.find(([code]) => code === "CN")?.[1]).toBe("中国");
  });
});
