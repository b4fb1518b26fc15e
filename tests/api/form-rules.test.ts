import { describe, expect, it } from "vitest";
import { emailProblems, phoneProblems, websiteProblems } from "../../server/src/core/form-checks.js";
import type { FieldProblem } from "../../server/src/core/errors.js";
import { isEmail, isPhone, isWebsite } from "../../web/src/ui/components/form/fieldErrors.js";

// The web checks an email, a phone number and a web address before sending, so that every faulty
// field shows at once; the server decides. Both use server/src/core/rules/contact.ts; here the web's
// way of applying it (trimming what was typed) must agree with the server's on every input.

const accepts = (check: (problems: FieldProblem[], field: string, value: string) => void, value: string) => {
  const problems: FieldProblem[] = [];
  check(problems, "field", value);
  return problems.length === 0;
};

const emails = [
  "ada@example.com",
  "ada@example.c",
  "a@b.co",
  "no-at.example.com",
  "two@@example.com",
  "sp ace@example.com",
  "ada@example",
  "ünïcode@exämple.org",
  `${"a".repeat(250)}@example.com`,
  "tab\t@example.com",
  "x@y.z1",
];
const phones = [
  "+44 20 7946 0000",
  "020 7946 0000",
  "+1 (800) 555-0199",
  "12345",
  "123456",
  "+123456",
  "------",
  "+44 20 7946 0000 ext 12",
  "0044.20.7946.0000",
  "+44/20/7946/0000",
  `+${"1".repeat(30)}`,
  `+${"1".repeat(29)}`,
];
const websites = [
  "https://gulf-travel.example",
  "http://a.b",
  "https://",
  "ftp://example.com",
  "not a url",
  "https://exa mple.com",
  "https://.example.com",
  "http://localhost",
  `https://example.com/${"p".repeat(290)}`,
];

describe("the web's form checks and the server's", () => {
  it.each(emails)("agree on the email %s", (value) => {
    expect(isEmail(value)).toBe(accepts(emailProblems, value.trim()));
  });
  it.each(phones)("agree on the phone number %s", (value) => {
    expect(isPhone(value)).toBe(
      accepts((problems, field, phone) => phoneProblems(problems, field, phone), value.trim()),
    );
  });
  it.each(websites)("agree on the web address %s", (value) => {
    expect(isWebsite(value)).toBe(
      accepts((problems, field, url) => websiteProblems(problems, field, url), value.trim()),
    );
  });
});
