import { describe, expect, it } from "vitest";
import { formProblems } from "../../server/src/core/form-checks.js";
import type { FieldProblem } from "../../server/src/core/errors.js";
import { cleanForm, personFields } from "../../server/src/core/rules/index.js";
import { isEmail, isPhone } from "../../web/src/ui/components/form/fieldErrors.js";

// The booking and staff forms check an email and a phone number with isEmail/isPhone before
// sending, so that every faulty field shows at once; the server decides, with the person fields of
// the shared list. Here the web's way of applying the rule (trimming what was typed) must agree with
// the server's on every input. The listed public forms are held field by field in shared-rules.test.ts.

const serverAccepts = (field: "email" | "phone", value: string) => {
  const problems: FieldProblem[] = [];
  const person = cleanForm(personFields, { name: "Ada", email: "ada@example.com", [field]: value });
  formProblems(problems, personFields, person);
  return !problems.some((problem) => problem.field === field);
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

describe("the web's email and phone checks and the server's", () => {
  it.each(emails)("agree on the email %s", (value) => {
    expect(isEmail(value)).toBe(serverAccepts("email", value));
  });
  it.each(phones)("agree on the phone number %s", (value) => {
    expect(isPhone(value)).toBe(serverAccepts("phone", value));
  });
});
