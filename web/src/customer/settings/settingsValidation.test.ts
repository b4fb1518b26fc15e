import { describe, expect, it } from "vitest";
import {
  toE164,
  validateEmailChange,
  validatePasswordChange,
  validatePhone,
  validateProfile,
} from "./settingsValidation";

describe("account settings validation", () => {
  it("accepts an empty or a well-formed phone and names a bad one", () => {
    expect(validatePhone("")).toBeUndefined();
    expect(validatePhone("+44 20 7946 0000")).toBeUndefined();
    expect(validatePhone("(212) 555-0100")).toBeUndefined();
    expect(validatePhone("call me")).toEqual({ id: "settings.profile.phoneInvalid" });
    expect(validatePhone("12")).toEqual({ id: "settings.profile.phoneInvalid" });
  });

  it("requires a name", () => {
    expect(validateProfile({ name: " ", phone: "" }).name).toEqual({ id: "auth.validation.nameRequired" });
  });

  it("asks for the new password twice", () => {
    expect(validatePasswordChange({ password: "Jet-set-2027", confirm: "Jet-set-2027" })).toEqual({
      password: undefined,
      confirm: undefined,
    });
    expect(validatePasswordChange({ password: "Jet-set-2027", confirm: "Jet-set-2028" }).confirm).toEqual({
      id: "settings.password.mismatch",
    });
    expect(validatePasswordChange({ password: "abc", confirm: "" })).toEqual({
      password: { id: "auth.validation.passwordTooShort", values: { min: 6 } },
      confirm: { id: "settings.password.confirmRequired" },
    });
  });

  it("refuses the current address as a new one, in any case", () => {
    expect(validateEmailChange("Jo@Example.com ", "jo@example.com")).toEqual({ id: "settings.email.same" });
    expect(validateEmailChange("not-an-address", "jo@example.com")).toEqual({ id: "auth.validation.emailInvalid" });
    expect(validateEmailChange("new@example.com", "jo@example.com")).toBeUndefined();
  });
});

describe("a phone for text-message codes", () => {
  it("needs the international form", () => {
    expect(toE164(" +44 20 7946-0000 ")).toBe("+442079460000");
    expect(toE164("020 7946 0000")).toBeNull();
    expect(toE164("+0 123 456 789")).toBeNull();
    expect(toE164("+44 (0) call")).toBeNull();
  });
});
