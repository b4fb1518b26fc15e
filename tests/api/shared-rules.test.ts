import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEmailField, readPhoneField, readSignUpData } from "../../server/src/auth/common/account-fields.js";
import { isTooLongPassword, passwordWeaknesses } from "../../server/src/auth/common/passwords.js";
import {
  affiliateFields,
  contactFields,
  csvRow,
  fieldMax,
  UTF8_BOM,
  type FormField,
  type FormFields,
} from "../../server/src/core/rules/index.js";
import { quoteInputProblems } from "../../server/src/modules/quotes/quotes.service.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// The rules the server and the web share (server/src/core/rules) must read the same on both sides:
// here each side's own check answers the same boundary inputs, so a copy of a rule that drifts on
// either side, or a check that stops using the shared rule, fails.
//
// The web's modules are loaded as the web's build loads them (extension-less imports resolved by
// Vite), through a path the compiler does not follow: their types are the web's typecheck's business.

type FieldError = { id: string } | undefined;
interface WebAuthChecks {
  validateEmail(value: string): FieldError;
  validateNewPassword(value: string): FieldError;
  validateFullName(value: string): FieldError;
  validatePhone(value: string): FieldError;
}
interface WebQuoteOption {
  blankOption(now?: Date): Record<string, unknown>;
  optionErrors(option: Record<string, unknown>, now?: Date): Record<string, string>;
}
interface WebBookingChecks {
  validateDraft(draft: Record<string, unknown>, now?: Date): Record<string, string>;
}
interface WebBookingDraft {
  MAX_LEGS: number;
  emptyDraft?: () => Record<string, unknown>;
}
interface WebCsv {
  csvDocument(rows: readonly (readonly (string | number | null)[])[]): string;
}

const webModule = <T>(path: string): Promise<T> => import(/* @vite-ignore */ `../../web/src/${path}`) as Promise<T>;

/** Whether a server reader (which throws its refusal) accepts `value`. */
const serverAccepts = (read: () => unknown) => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

describe("account rules: the web's sign-up and settings checks and the auth API's", () => {
  let web: WebAuthChecks;
  beforeAll(async () => {
    web = await webModule<WebAuthChecks>("auth/validation.ts");
  });

  it.each([
    "ada@example.com",
    "ADA@Example.COM",
    "a@b.c",
    "ada@example",
    "ünïcode@exämple.org",
    "ada@-example.com",
    "ada@exa_mple.com",
    "o'brien+charter@example.co.uk",
    "two@@example.com",
    `${"a".repeat(243)}@example.com`,
    `${"a".repeat(242)}@example.com`,
  ])("agree on the address %s", (email) => {
    expect(web.validateEmail(email) === undefined).toBe(serverAccepts(() => readEmailField(email)));
  });

  it.each([
    "12345",
    "123456",
    "🚀🚀🚀🚀🚀",
    "🚀🚀🚀🚀🚀🚀",
    "é".repeat(36),
    `${"é".repeat(36)}a`,
    "a".repeat(72),
    "a".repeat(73),
  ])("agree on the new password %s", (password) => {
    const server = passwordWeaknesses(password, { rejectCommon: false }).length === 0 && !isTooLongPassword(password);
    expect(web.validateNewPassword(password) === undefined).toBe(server);
  });

  it.each(["A".repeat(120), "A".repeat(121), `  ${"A".repeat(120)}  `])("agree on a name of %#", (name) => {
    expect(web.validateFullName(name) === undefined).toBe(serverAccepts(() => readSignUpData({ name })));
  });

  it.each([
    "+44 7700 900123",
    "447700900123",
    "+1 (800) 555-0199",
    "07700 900123",
    "+0 123",
    "+1234567890123456",
    "+12",
  ])("agree on the phone number %s", (phone) => {
    expect(web.validatePhone(phone) === undefined).toBe(serverAccepts(() => readPhoneField(phone)));
  });
});

describe("quote rules: the lead page's quote form and sendQuote", () => {
  let web: WebQuoteOption;
  const now = new Date("2031-05-01T12:00:00Z");
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  beforeAll(async () => {
    web = await webModule<WebQuoteOption>("backoffice/leads/detail/quoteOption.ts");
  });

  const option = (change: { aircraft?: string; operator?: string; price?: string; validUntil?: Date }) => ({
    aircraft: change.aircraft ?? "Citation XLS+",
    operator: change.operator ?? "Skyline Air Charter",
    price: change.price ?? "28500",
    validUntil: change.validUntil ?? inDays(7),
  });
  const cases: [string, ReturnType<typeof option>][] = [
    ["a usual quote", option({})],
    ["a price of 0", option({ price: "0" })],
    ["a price of 1", option({ price: "1" })],
    ["the highest price", option({ price: "10000000" })],
    ["one dollar over", option({ price: "10000001" })],
    ["a 120-character aircraft", option({ aircraft: "A".repeat(120) })],
    ["a 121-character operator", option({ operator: "O".repeat(121) })],
    ["a blank operator", option({ operator: "   " })],
    ["an expiry a minute ago", option({ validUntil: new Date(now.getTime() - 60_000) })],
    ["an expiry in 364 days", option({ validUntil: inDays(364) })],
    ["an expiry in 366 days", option({ validUntil: inDays(366) })],
  ];
  it.each(cases)("agree on %s", (_, quote) => {
    const draft = {
      ...web.blankOption(now),
      aircraft: quote.aircraft,
      operator: quote.operator,
      priceUsd: quote.price,
      // The form's datetime-local value, in this test's own time zone.
      validUntil: new Date(quote.validUntil.getTime() - quote.validUntil.getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16),
    };
    const webFields = Object.keys(web.optionErrors(draft, now)).toSorted();
    const serverFields = quoteInputProblems(
      {
        aircraft: quote.aircraft,
        operator: quote.operator,
        priceUsd: Number(quote.price),
        validUntil: new Date(draft.validUntil),
        terms: null,
        note: null,
        staffNote: null,
      },
      now,
    )
      .map((problem) => problem.field)
      .toSorted();
    expect(webFields).toEqual(serverFields);
  });
});

describe("CSV rules: the browser's downloads and the server's exports", () => {
  it("write the same bytes for the same cells", async () => {
    const web = await webModule<WebCsv>("lib/csv.ts");
    const rows = [
      ["Name", "Note", "Value"],
      ['=HYPERLINK("http://x")', "ok;=1+1", 3],
      ["+44 20 7946 0000", "-2", "@SUM(A1)"],
      ["Acme, Inc", 'Quote "A"', "line\r\nbreak"],
      ["\tTab", null, 0],
    ] as const;
    expect(web.csvDocument(rows)).toBe(UTF8_BOM + rows.map((row) => csvRow(row)).join(""));
  });
});

const ESTIMATE = graphql(`
  query SharedRules_Estimate($input: EstimateInput!) {
    estimateCharter(input: $input) {
      currency
    }
  }
`);

describe("trip rules: the booking form and the API's estimate", () => {
  let server: TestServer;
  let web: WebBookingChecks;
  let draftModule: WebBookingDraft;
  const nextYear = new Date().getUTCFullYear() + 1;
  const leg = (day: number) => ({
    from: "LHR",
    to: "LBG",
    departAt: `${nextYear}-03-${String(day).padStart(2, "0")}T09:30`,
  });

  beforeAll(async () => {
    server = await startTestServer();
    web = await webModule<WebBookingChecks>("features/booking/validateDraft.ts");
    draftModule = await webModule<WebBookingDraft>("features/booking/bookingDraft.ts");
  });
  afterAll(() => server?.close());

  const serverAcceptsTrip = async (passengers: number, legs: number) => {
    const tripType = legs === 1 ? "ONE_WAY" : "MULTI_CITY";
    const input = { tripType, legs: Array.from({ length: legs }, (_, i) => leg(i + 1)), passengers } as const;
    const response = await server.graphql(ESTIMATE, { input });
    const fields = (response.errors?.[0]?.extensions?.fields as { field: string }[] | undefined) ?? [];
    return { passengers: !fields.some((f) => f.field === "passengers"), legs: !fields.some((f) => f.field === "legs") };
  };

  it.each([0, 1, 19, 20])("agree on %i passengers", async (passengers) => {
    const draft = {
      tripType: "ONE_WAY",
      legs: [
        {
          from: { code: "LHR", timeZone: "Europe/London" },
          to: { code: "LBG", timeZone: "Europe/Paris" },
          departAt: leg(1).departAt,
        },
      ],
      passengers,
      contact: { name: "Ada Lovelace", email: "ada@example.com", phone: "" },
    };
    const webAccepts = !("passengers" in web.validateDraft(draft));
    expect(webAccepts).toBe((await serverAcceptsTrip(passengers, 1)).passengers);
  });

  it("agree on the most legs a trip may have", async () => {
    expect((await serverAcceptsTrip(4, draftModule.MAX_LEGS)).legs).toBe(true);
    expect((await serverAcceptsTrip(4, draftModule.MAX_LEGS + 1)).legs).toBe(false);
  });
});

interface WebListedForm {
  listedErrors(fields: FormFields, typed: Record<string, string>): Record<string, string>;
}

const CONTACT = graphql(`
  mutation SharedRules_Contact($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      reference
    }
  }
`);
const AFFILIATE = graphql(`
  mutation SharedRules_Affiliate($input: AffiliateApplicationInput!) {
    applyForAffiliate(input: $input) {
      id
    }
  }
`);

/** Values at and past a listed field's bounds, and the hostile ones a form gets pasted into it. */
function edgeValues(field: FormField): string[] {
  const max = fieldMax(field) ?? 300;
  const min = field.min ?? 1;
  const byKind: Record<FormField["kind"], string[]> = {
    name: ["Ada", "  Ada   Lovelace ", "a".repeat(max), "a".repeat(max + 1), "🚀".repeat(max)],
    email: ["ada@example.com", " ADA@Example.COM ", "ada@example", "two@@example.com"],
    phone: ["+44 20 7946 0000", "12345", "+44/20/7946/0000"],
    website: ["https://gulf-travel.example", "ftp://example.com", `https://example.com/${"p".repeat(max - 19)}`],
    line: ["Subject", "x".repeat(max), "x".repeat(max + 1), "🚀".repeat(max), "two\nlines"],
    text: ["x".repeat(min), "x".repeat(min - 1), "🚀".repeat(min - 1), "x".repeat(max + 1), "line\nbreak\tok here"],
  };
  return ["", "   ", "a\u0007b", ...byKind[field.kind]];
}

/** A value as a test's name shows it: a long one by its start and length. */
const shown = (value: string) =>
  [...value].length > 24
    ? `${JSON.stringify([...value].slice(0, 12).join(""))}… (${[...value].length})`
    : JSON.stringify(value);

describe("public forms: the web's check and the API's, field by field from the shared list", () => {
  let server: TestServer;
  let web: WebListedForm;
  beforeAll(async () => {
    server = await startTestServer();
    web = await webModule<WebListedForm>("ui/components/form/listedForm.ts");
  });
  afterAll(() => server?.close());

  const forms = {
    contact: {
      fields: contactFields,
      valid: { name: "Ada Lovelace", email: "ada@example.com", message: "Two seats to Nice on Friday, please." },
      refused: async (input: Record<string, string>) =>
        (await server.graphql(CONTACT, { input: input as never })).errors?.[0]?.extensions?.fields,
    },
    affiliate: {
      fields: affiliateFields,
      valid: { name: "Ada Lovelace", email: "ada@example.com", audience: "Travel agents in the Gulf." },
      refused: async (input: Record<string, string>) =>
        (await server.graphql(AFFILIATE, { input: input as never })).errors?.[0]?.extensions?.fields,
    },
  };
  const cases = Object.entries(forms).flatMap(([form, { fields }]) =>
    Object.entries(fields as FormFields).flatMap(([field, rule]) =>
      edgeValues(rule).map(
        (value) => [form, field, shown(value), value] as [keyof typeof forms, string, string, string],
      ),
    ),
  );

  it.each(cases)("%s form, %s = %s", async (form, field, _shown, value) => {
    const { fields, valid, refused } = forms[form];
    const typed = { ...Object.fromEntries(Object.keys(fields).map((f) => [f, ""])), ...valid, [field]: value };
    const webRefuses = field in web.listedErrors(fields, typed);
    const problems = ((await refused(typed)) as { field: string }[] | undefined) ?? [];
    expect(problems.some((problem) => problem.field === field)).toBe(webRefuses);
  });
});
