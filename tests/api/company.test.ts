import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import { errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { CompanySettingsInput } from "./__generated__/graphql.js";

// The company's public facts and its privacy and cookie notices are data admins keep: a fresh
// database has none (nothing invented), an edit is checked field by field and audited, and the
// public read shows it at once. A sign-up records the charter terms' version it accepted.

const READ = graphql(`
  query Company_Read {
    companySettings {
      legalName
      registeredAddress
      companyNumber
      phone
      email
      desks {
        name
        region
        phone
        email
        hours
      }
      leadership {
        name
        role
        bio
      }
      figures {
        foundedYear
        fleetAccess
        flightsArranged
        clientSatisfactionPercent
      }
      certifications
      insurance {
        cover
        limitUsd
      }
    }
  }
`);

const UPDATE = graphql(`
  mutation Company_Update($input: CompanySettingsInput!) {
    updateCompanySettings(input: $input) {
      phone
      leadership {
        name
        role
      }
    }
  }
`);

const LEGAL = graphql(`
  query Company_LegalPage($kind: LegalPageKind!, $locale: String) {
    legalPage(kind: $kind, locale: $locale) {
      kind
      locale
      version
      body
    }
  }
`);

const VERSIONS = graphql(`
  query Company_LegalVersions($kind: LegalPageKind!) {
    legalPageVersions(kind: $kind) {
      locale
      version
    }
  }
`);

const PUBLISH = graphql(`
  mutation Company_Publish($input: PublishLegalPageInput!) {
    publishLegalPage(input: $input) {
      kind
      locale
      version
      body
    }
  }
`);

const settings = (changes: Partial<CompanySettingsInput> = {}): CompanySettingsInput => ({
  legalName: "Northwind Air Charter Ltd",
  registeredAddress: "12 Harbour Road, Southampton SO14 2AQ, United Kingdom",
  companyNumber: "09876543",
  phone: "+44 23 8000 1234",
  email: "desk@northwind-charter.test",
  desks: [{ name: "Europe", region: "London", phone: "+44 20 3000 1000", email: "", hours: "Mon–Fri 08:00–20:00" }],
  leadership: [
    { name: "Ada Lovelace", role: "Chief executive", bio: "Twenty years in business aviation." },
    { name: "Grace Hopper", role: "Operations", bio: "" },
  ],
  figures: { foundedYear: 2011, fleetAccess: 4200, flightsArranged: null, clientSatisfactionPercent: 98 },
  certifications: ["ARGUS registered broker"],
  insurance: [{ cover: "Broker's liability", limitUsd: 5_000_000 }],
  ...changes,
});

describe("company settings", () => {
  let server: TestServer;
  let admin: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    [admin, staff] = await Promise.all([signUp(server, "admin"), signUp(server, "staff")]);
  });
  afterAll(() => server?.close());

  it("starts empty without the demo data: no phone, no address, no figures rather than invented ones", async () => {
    const { companySettings } = ok(await server.graphql(READ, {}));
    expect(companySettings).toEqual({
      legalName: "",
      registeredAddress: "",
      companyNumber: "",
      phone: "",
      email: "",
      desks: [],
      leadership: [],
      figures: { foundedYear: null, fleetAccess: null, flightsArranged: null, clientSatisfactionPercent: null },
      certifications: [],
      insurance: [],
    });
  });

  it("takes an admin's edit, shows it to visitors at once, and audits the fields that changed", async () => {
    const saved = ok(await server.graphql(UPDATE, { input: settings() }, admin.headers)).updateCompanySettings;
    expect(saved.phone).toBe("+44 23 8000 1234");
    const read = ok(await server.graphql(READ, {})).companySettings;
    expect(read).toEqual({ ...settings(), desks: settings().desks, leadership: settings().leadership });

    const reordered = settings({
      phone: "+44 23 8000 9999",
      leadership: [
        { name: "Grace Hopper", role: "Chief operating officer", bio: "" },
        { name: "Ada Lovelace", role: "Chief executive", bio: "Twenty years in business aviation." },
      ],
    });
    ok(await server.graphql(UPDATE, { input: reordered }, admin.headers));
    const after = ok(await server.graphql(READ, {})).companySettings;
    expect(after.phone).toBe("+44 23 8000 9999");
    expect(after.leadership.map((l) => l.name)).toEqual(["Grace Hopper", "Ada Lovelace"]);

    const audit = (await server.db.query(
      `SELECT actor_user_id, before, after FROM audit_log WHERE action = 'company.update' ORDER BY id`,
    )) as { actor_user_id: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect(audit).toHaveLength(2);
    expect(audit[1]!.actor_user_id).toBe(admin.userId);
    expect(Object.keys(audit[1]!.after).toSorted()).toEqual(["leadership", "phone"]);
    expect(audit[1]!.before.phone).toBe("+44 23 8000 1234");

    // Saving the same again changes nothing and writes no audit row.
    ok(await server.graphql(UPDATE, { input: reordered }, admin.headers));
    const [{ n }] = (await server.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'company.update'`,
    )) as { n: number }[];
    expect(n).toBe(2);
  });

  it("refuses a faulty edit naming every field, and keeps the settings as they were", async () => {
    const before = ok(await server.graphql(READ, {})).companySettings;
    const response = await server.graphql(
      UPDATE,
      {
        input: settings({
          phone: "0800 CHARTER",
          email: "not-an-address",
          legalName: "x".repeat(201),
          desks: [{ name: " ", region: "", phone: "+1 2", email: "desk@", hours: "" }],
          leadership: [{ name: "Ada", role: "", bio: "b".repeat(601) }],
          figures: { foundedYear: 1850, fleetAccess: -1, flightsArranged: -3, clientSatisfactionPercent: 101 },
          certifications: [""],
          insurance: [{ cover: "", limitUsd: -5 }],
        }),
      },
      admin.headers,
    );
    expect(problemFields(response).toSorted()).toEqual(
      [
        "legalName",
        "phone",
        "email",
        "desks[0].name",
        "desks[0].phone",
        "desks[0].email",
        "leadership[0].role",
        "leadership[0].bio",
        "figures.foundedYear",
        "figures.fleetAccess",
        "figures.flightsArranged",
        "figures.clientSatisfactionPercent",
        "certifications[0]",
        "insurance[0].cover",
        "insurance[0].limitUsd",
      ].toSorted(),
    );
    const tooMany = await server.graphql(
      UPDATE,
      { input: settings({ certifications: Array.from({ length: 21 }, (_, i) => `Cert ${i}`) }) },
      admin.headers,
    );
    expect(problemFields(tooMany)).toEqual(["certifications"]);
    expect(ok(await server.graphql(READ, {})).companySettings).toEqual(before);
  });

  it("lets only admins edit: staff and visitors are refused", async () => {
    expect(errorCode(await server.graphql(UPDATE, { input: settings() }, staff.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(UPDATE, { input: settings() }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(PUBLISH, { input: notice("en", "2026-11") }, staff.headers))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await server.graphql(VERSIONS, { kind: "PRIVACY" }, staff.headers))).toBe("FORBIDDEN");
  });

  it("publishes the privacy notice in versions per language, shows the latest, and falls back to English", async () => {
    expect(ok(await server.graphql(LEGAL, { kind: "PRIVACY", locale: "en" })).legalPage).toBeNull();
    ok(await server.graphql(PUBLISH, { input: notice("en", "2026-11") }, admin.headers));
    ok(await server.graphql(PUBLISH, { input: notice("ar", "2026-11", "## الخصوصية\n\nنص") }, admin.headers));
    ok(
      await server.graphql(
        PUBLISH,
        { input: notice("en", "2026-12-01", "## Privacy\n\nSecond version.") },
        admin.headers,
      ),
    );

    expect(ok(await server.graphql(LEGAL, { kind: "PRIVACY", locale: "en" })).legalPage).toEqual({
      kind: "PRIVACY",
      locale: "en",
      version: "2026-12-01",
      body: "## Privacy\n\nSecond version.",
    });
    expect(ok(await server.graphql(LEGAL, { kind: "PRIVACY", locale: "ar-EG" })).legalPage).toMatchObject({
      locale: "ar",
      version: "2026-11",
    });
    // No Chinese version yet: the English one, saying it is English.
    expect(ok(await server.graphql(LEGAL, { kind: "PRIVACY", locale: "zh" })).legalPage).toMatchObject({
      locale: "en",
      version: "2026-12-01",
    });
    // The cookie notice is a notice of its own.
    expect(ok(await server.graphql(LEGAL, { kind: "COOKIES", locale: "en" })).legalPage).toBeNull();

    const versions = ok(await server.graphql(VERSIONS, { kind: "PRIVACY" }, admin.headers)).legalPageVersions;
    expect(versions.map((v) => `${v.locale} ${v.version}`).toSorted()).toEqual([
      "ar 2026-11",
      "en 2026-11",
      "en 2026-12-01",
    ]);
    const audited = (await server.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'legal_page.publish' AND actor_user_id = $1`,
      [admin.userId],
    )) as { n: number }[];
    expect(audited[0]!.n).toBe(3);
  });

  it("refuses a notice with a bad language, version or body, and a version published twice", async () => {
    const bad = await server.graphql(PUBLISH, { input: { ...notice("fr", "Nov 2026"), body: "  " } }, admin.headers);
    expect(problemFields(bad).toSorted()).toEqual(["body", "locale", "version"]);
    const twice = await server.graphql(PUBLISH, { input: notice("en", "2026-11") }, admin.headers);
    expect(errorCode(twice)).toBe("CONFLICT");
  });

  it("records the charter terms' version a sign-up accepted, and refuses any other", async () => {
    const { data: terms } = await server.graphql(
      graphql(`
        query Company_TermsVersion {
          charterTerms {
            version
          }
        }
      `),
      {},
    );
    const version = terms!.charterTerms.version;
    const email = uniqueEmail("terms");
    const { data, error } = await authClient(server.url).signUp({
      email,
      password: "Jet-set-2026",
      options: { data: { name: "Terms Reader", terms_version: version } },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata.terms_version).toBe(version);
    const [row] = (await server.db.query(
      `SELECT user_metadata->>'terms_version' AS v FROM auth_user WHERE email = $1`,
      [email],
    )) as { v: string }[];
    expect(row!.v).toBe(version);

    const stale = await authClient(server.url).signUp({
      email: uniqueEmail("terms"),
      password: "Jet-set-2026",
      options: { data: { terms_version: "2020-01" } },
    });
    expect(stale.error?.code).toBe("validation_failed");
  });
});

function notice(locale: string, version: string, body = "## Privacy\n\nWhat we keep and why.") {
  return { kind: "PRIVACY" as const, locale, version, body };
}
