import { describe, expect, it } from "vitest";
import {
  hasErrors,
  normalizeTotpCode,
  validateEmail,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  validateTotpCode,
} from "./validation";

describe("validateEmail", () => {
  it("requires an address", () => {
    expect(validateEmail("")).toEqual({ id: "auth.validation.emailRequired" });
    expect(validateEmail("   ")).toEqual({ id: "auth.validation.emailRequired" });
  });

  it("requires the name@domain.tld shape", () => {
    for (const bad of ["jane", "jane@", "@example.com", "jane@example", "jane doe@example.com", "jane@@example.com"]) {
      expect(validateEmail(bad), bad).toEqual({ id: "auth.validation.emailInvalid" });
    }
    expect(validateEmail(`${"a".repeat(250)}@example.com`)).toEqual({ id: "auth.validation.emailInvalid" });
  });

  it("accepts a valid address, ignoring surrounding spaces", () => {
    expect(validateEmail("jane.doe+jets@example.co.uk")).toBeUndefined();
    expect(validateEmail("  jane@example.com ")).toBeUndefined();
  });
});

describe("validateSignIn (spec §5)", () => {
  it("requires email and password", () => {
    expect(validateSignIn({ email: "", password: "" })).toEqual({
      email: { id: "auth.validation.emailRequired" },
      password: { id: "auth.validation.passwordRequired" },
    });
  });

  it("does not apply the sign-up length rule to an existing password", () => {
    const errors = validateSignIn({ email: "jane@example.com", password: "abc" });
    expect(hasErrors(errors)).toBe(false);
  });

  it("checks the email format", () => {
    expect(validateSignIn({ email: "jane", password: "secret" }).email).toEqual({ id: "auth.validation.emailInvalid" });
  });
});

describe("validateSignUp (spec §5)", () => {
  it("requires full name, email and password", () => {
    expect(validateSignUp({ name: " ", email: "", password: "" })).toEqual({
      name: { id: "auth.validation.nameRequired" },
      email: { id: "auth.validation.emailRequired" },
      password: { id: "auth.validation.passwordRequired" },
    });
  });

  it("needs a password of at least 6 characters", () => {
    expect(validateSignUp({ name: "Jane", email: "jane@example.com", password: "abc12" }).password).toEqual({
      id: "auth.validation.passwordTooShort",
      values: { min: 6 },
    });
    expect(hasErrors(validateSignUp({ name: "Jane", email: "jane@example.com", password: "abc123" }))).toBe(false);
  });

  it("counts characters, not UTF-16 units, and caps the password at 72 bytes like the server", () => {
    expect(validateNewPassword("😀😀😀")).toEqual({ id: "auth.validation.passwordTooShort", values: { min: 6 } });
    expect(validateNewPassword("é".repeat(36))).toBeUndefined();
    expect(validateNewPassword("é".repeat(37))).toEqual({ id: "auth.validation.passwordTooLong", values: { max: 72 } });
  });

  it("limits the name's length", () => {
    expect(validateSignUp({ name: "x".repeat(121), email: "jane@example.com", password: "abc123" }).name?.id).toBe(
      "auth.validation.nameTooLong",
    );
  });
});

describe("validateTotpCode", () => {
  it("wants exactly six digits, ignoring spaces between groups", () => {
    expect(validateTotpCode("")).toEqual({ id: "auth.validation.codeRequired" });
    expect(validateTotpCode("12345")).toEqual({ id: "auth.validation.codeInvalid" });
    expect(validateTotpCode("12345a")).toEqual({ id: "auth.validation.codeInvalid" });
    expect(validateTotpCode("123 456")).toBeUndefined();
    expect(normalizeTotpCode(" 123 456 ")).toBe("123456");
  });
});
