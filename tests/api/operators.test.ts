import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries, errorCode, ok, problemFields, signUp, type Problem, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type {
  FleetAircraftInput,
  OperatorInput,
  OperatorsTest_SuitableQueryVariables,
} from "./__generated__/graphql.js";

// Spread by the operations below.
graphql(`
  fragment OperatorsTest_Operator on Operator {
    id
    name
    aocNumber
    aocExpiresOn
    country
    insuranceExpiresOn
    audits {
      scheme
      rating
      expiresOn
      expired
    }
    contacts {
      name
      email
      phone
      language
    }
    notes
    demo
    quotable
    warnings {
      kind
      document
      expiresOn
      daysLeft
    }
    fleetSize
    viewerCanEdit
  }
`);

const CREATE = graphql(`
  mutation OperatorsTest_Create($input: OperatorInput!) {
    createOperator(input: $input) {
      ...OperatorsTest_Operator
    }
  }
`);

const UPDATE = graphql(`
  mutation OperatorsTest_Update($id: ID!, $input: OperatorInput!) {
    updateOperator(id: $id, input: $input) {
      ...OperatorsTest_Operator
    }
  }
`);

const ONE = graphql(`
  query OperatorsTest_One($id: ID!) {
    operator(id: $id) {
      ...OperatorsTest_Operator
      aircraft {
        id
        registration
        seats
        category
        yearOfManufacture
        yearOfRefurbishment
        baseAirportCode
        wifi
        lavatory
        petsAllowed
      }
    }
  }
`);

const LIST = graphql(`
  query OperatorsTest_List($filter: OperatorFilter, $first: Int, $after: String) {
    operators(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          quotable
          fleetSize
          aircraft {
            registration
            operator {
              id
            }
            baseAirport {
              code
              city
            }
          }
        }
      }
    }
  }
`);

const ADD_AIRCRAFT = graphql(`
  mutation OperatorsTest_AddAircraft($operatorId: ID!, $input: FleetAircraftInput!) {
    addAircraft(operatorId: $operatorId, input: $input) {
      id
      registration
      category
      baseAirportCode
      baseAirport {
        code
        name
      }
      operator {
        id
        name
      }
    }
  }
`);

const UPDATE_AIRCRAFT = graphql(`
  mutation OperatorsTest_UpdateAircraft($id: ID!, $input: FleetAircraftInput!) {
    updateAircraft(id: $id, input: $input) {
      id
      seats
    }
  }
`);

const REMOVE_AIRCRAFT = graphql(`
  mutation OperatorsTest_RemoveAircraft($id: ID!) {
    removeAircraft(id: $id) {
      id
      fleetSize
    }
  }
`);

const IMPORT = graphql(`
  mutation OperatorsTest_Import($operatorId: ID!, $csv: String!) {
    importFleet(operatorId: $operatorId, csv: $csv) {
      rows
      created
      updated
      unchanged
      ignoredColumns
      rejected {
        row
        registration
        problems {
          field
          code
          min
          max
        }
      }
      operator {
        id
        fleetSize
        aircraft {
          id
          registration
          seats
        }
      }
    }
  }
`);

const SUITABLE = graphql(`
  query OperatorsTest_Suitable(
    $nearAirport: String!
    $category: AircraftCategory
    $minSeats: Int
    $maxDistanceNm: Int
    $first: Int
  ) {
    suitableAircraft(
      nearAirport: $nearAirport
      category: $category
      minSeats: $minSeats
      maxDistanceNm: $maxDistanceNm
      first: $first
    ) {
      distanceNm
      aircraft {
        registration
        seats
        operator {
          quotable
        }
      }
    }
  }
`);

const DAY_MS = 86_400_000;
/** The UTC calendar day `days` from today, "YYYY-MM-DD". */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A registration of our own, so files of this test never meet another's: "T-" and five letters or digits. */
const tail = () => `T-${randomUUID().replace(/-/g, "").slice(0, 5).toUpperCase()}`;

function operatorInput(overrides: Partial<OperatorInput> = {}): OperatorInput {
  return {
    name: `Aurora Test Jets ${randomUUID().slice(0, 6)}`,
    aocNumber: `GB-${randomUUID().slice(0, 8)}`,
    aocExpiresOn: inDays(400),
    country: "gb",
    insuranceExpiresOn: inDays(200),
    audits: [
      { rating: "ARGUS_PLATINUM", expiresOn: inDays(300) },
      { rating: "IS_BAO_STAGE_3", expiresOn: inDays(90) },
    ],
    contacts: [{ name: "Ops desk", email: "OPS@aurora.example", phone: "+44 20 7946 0000", language: "es" }],
    notes: "Prefers requests by email.",
    ...overrides,
  };
}

function aircraftInput(overrides: Partial<FleetAircraftInput> = {}): FleetAircraftInput {
  return {
    registration: tail().toLowerCase(),
    typeName: "Citation XLS+",
    category: "MIDSIZE",
    yearOfManufacture: 2012,
    yearOfRefurbishment: 2021,
    seats: 9,
    baseAirport: "fab",
    wifi: true,
    lavatory: true,
    petsAllowed: false,
    ...overrides,
  };
}

const HEADER =
  "registration,type,category,year_of_manufacture,year_of_refurbishment,seats,base_airport,wifi,lavatory,pets_allowed";

describe("operators and fleets", () => {
  let server: TestServer;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  const create = async (overrides: Partial<OperatorInput> = {}) =>
    ok(await server.graphql(CREATE, { input: operatorInput(overrides) }, admin.headers)).createOperator;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    [admin, staff, customer] = await Promise.all([
      signUp(server, "admin"),
      signUp(server, "staff"),
      signUp(server, "customer"),
    ]);
  });
  afterAll(() => server?.close());

  it("creates an operator with its papers, audits and contacts; staff read it but may not edit", async () => {
    const input = operatorInput();
    const created = ok(await server.graphql(CREATE, { input }, admin.headers)).createOperator;
    expect(created).toMatchObject({
      name: input.name,
      aocNumber: input.aocNumber.toUpperCase(),
      aocExpiresOn: input.aocExpiresOn,
      country: "GB",
      insuranceExpiresOn: input.insuranceExpiresOn,
      audits: [
        { scheme: "ARGUS", rating: "ARGUS_PLATINUM", expiresOn: inDays(300), expired: false },
        { scheme: "IS_BAO", rating: "IS_BAO_STAGE_3", expiresOn: inDays(90), expired: false },
      ],
      contacts: [{ name: "Ops desk", email: "ops@aurora.example", phone: "+44 20 7946 0000", language: "es" }],
      notes: "Prefers requests by email.",
      demo: false,
      quotable: true,
      warnings: [],
      fleetSize: 0,
      viewerCanEdit: true,
    });
    const read = ok(await server.graphql(ONE, { id: created.id }, staff.headers)).operator!;
    expect(read).toMatchObject({ id: created.id, viewerCanEdit: false, aircraft: [] });

    const audit = (await server.db.query(
      `SELECT action, actor_user_id FROM audit_log WHERE entity = 'charter_operator' AND entity_id = $1`,
      [created.id],
    )) as { action: string; actor_user_id: string }[];
    expect(audit).toEqual([{ action: "operator.create", actor_user_id: admin.userId }]);

    // Updating replaces the lists; an AOC number another operator of the country holds is a CONFLICT on its field.
    const updated = ok(
      await server.graphql(UPDATE, { id: created.id, input: { ...input, audits: [], contacts: [] } }, admin.headers),
    ).updateOperator;
    expect(updated).toMatchObject({ audits: [], contacts: [] });
    const other = await create();
    const taken = await server.graphql(UPDATE, { id: other.id, input: { ...input } }, admin.headers);
    expect(errorCode(taken)).toBe("CONFLICT");
    expect((taken.errors![0]!.extensions!.fields as Problem[]).map((p) => p.field)).toEqual(["input.aocNumber"]);
    expect(errorCode(await server.graphql(UPDATE, { id: randomUUID(), input }, admin.headers))).toBe("NOT_FOUND");
  });

  it("refuses a faulty operator naming every field", async () => {
    const bad = await server.graphql(
      CREATE,
      {
        input: operatorInput({
          name: " ",
          aocExpiresOn: "31/12/2027",
          country: "QQ",
          insuranceExpiresOn: "2027-02-30",
          audits: [
            { rating: "WYVERN_WINGMAN", expiresOn: inDays(10) },
            { rating: "WYVERN_REGISTERED", expiresOn: inDays(10) },
          ],
          contacts: [{ name: "", email: "not-an-email", language: "fr" }],
        }),
      },
      admin.headers,
    );
    expect(problemFields(bad)).toEqual([
      "input.name",
      "input.aocExpiresOn",
      "input.insuranceExpiresOn",
      "input.audits[1].rating",
      "input.contacts[0].name",
      "input.contacts[0].email",
      "input.contacts[0].language",
      "input.country",
    ]);
  });

  it("is not quotable once its insurance lapses, and warns 30 days ahead", async () => {
    const lapsed = await create({ insuranceExpiresOn: inDays(-1) });
    expect(lapsed.quotable).toBe(false);
    expect(lapsed.warnings).toEqual([{ kind: "LAPSED", document: "INSURANCE", expiresOn: inDays(-1), daysLeft: -1 }]);

    const soon = await create({ insuranceExpiresOn: inDays(10), aocExpiresOn: inDays(30) });
    expect(soon.quotable).toBe(true);
    expect(soon.warnings).toEqual([
      { kind: "EXPIRING", document: "INSURANCE", expiresOn: inDays(10), daysLeft: 10 },
      { kind: "EXPIRING", document: "AOC", expiresOn: inDays(30), daysLeft: 30 },
    ]);
    expect((await create({ insuranceExpiresOn: inDays(31) })).warnings).toEqual([]);

    // An expired audit warns without stopping quotes.
    const audited = await create({ audits: [{ rating: "ARGUS_GOLD", expiresOn: inDays(-5) }] });
    expect(audited).toMatchObject({
      quotable: true,
      audits: [{ scheme: "ARGUS", expired: true }],
      warnings: [{ kind: "LAPSED", document: "ARGUS", daysLeft: -5 }],
    });

    const notQuotable = ok(
      await server.graphql(LIST, { filter: { quotable: false }, first: 100 }, staff.headers),
    ).operators.edges.map((e) => e.node.id);
    expect(notQuotable).toContain(lapsed.id);
    expect(notQuotable).not.toContain(soon.id);
    const quotable = ok(
      await server.graphql(LIST, { filter: { quotable: true }, first: 100 }, staff.headers),
    ).operators.edges.map((e) => e.node.id);
    expect(quotable).toContain(soon.id);
    expect(quotable).not.toContain(lapsed.id);
  });

  it("adds, updates and removes aircraft, checking each field and the base airport", async () => {
    const operator = await create();
    const bad = await server.graphql(
      ADD_AIRCRAFT,
      {
        operatorId: operator.id,
        input: aircraftInput({
          registration: "G--X",
          typeName: "",
          yearOfManufacture: 1900,
          yearOfRefurbishment: 1890,
          seats: 0,
          baseAirport: "QXQ",
        }),
      },
      admin.headers,
    );
    expect(problemFields(bad)).toEqual([
      "input.registration",
      "input.typeName",
      "input.yearOfManufacture",
      "input.yearOfRefurbishment",
      "input.seats",
      "input.baseAirport",
    ]);

    const input = aircraftInput();
    const added = ok(await server.graphql(ADD_AIRCRAFT, { operatorId: operator.id, input }, admin.headers)).addAircraft;
    expect(added).toMatchObject({
      registration: input.registration.toUpperCase(),
      category: "MIDSIZE",
      baseAirportCode: "FAB",
      baseAirport: { code: "FAB" },
      operator: { id: operator.id, name: operator.name },
    });
    // The same aircraft written without its hyphen is still the same aircraft.
    const again = await server.graphql(
      ADD_AIRCRAFT,
      { operatorId: operator.id, input: aircraftInput({ registration: input.registration.replace("-", "") }) },
      admin.headers,
    );
    expect(errorCode(again)).toBe("CONFLICT");
    expect((again.errors![0]!.extensions!.fields as Problem[])[0]!.field).toBe("input.registration");

    expect(
      ok(await server.graphql(UPDATE_AIRCRAFT, { id: added.id, input: { ...input, seats: 8 } }, admin.headers))
        .updateAircraft.seats,
    ).toBe(8);
    expect(ok(await server.graphql(REMOVE_AIRCRAFT, { id: added.id }, admin.headers)).removeAircraft).toEqual({
      id: operator.id,
      fleetSize: 0,
    });
    expect(errorCode(await server.graphql(REMOVE_AIRCRAFT, { id: added.id }, admin.headers))).toBe("NOT_FOUND");
    expect(
      errorCode(
        await server.graphql(ADD_AIRCRAFT, { operatorId: randomUUID(), input: aircraftInput() }, admin.headers),
      ),
    ).toBe("NOT_FOUND");
  });

  it("imports a fleet file: good rows stored, bad rows reported by row, column and reason; a second import changes nothing", async () => {
    const operator = await create();
    const [a, b, c] = [tail(), tail(), tail()];
    const csv = [
      `${HEADER},msn`,
      `${a},Citation XLS+,midsize,2012,2020,9,FAB,yes,yes,no,560-6001`,
      `${b.toLowerCase()},"Challenger 350",Midsize,2019,,10,EGLF,true,true,true,20801`,
      "",
      `${c},Phenom 300,light,1900,,0,QXQ,maybe,,,`,
      `${a},Citation XLS+,midsize,2012,2020,9,FAB,yes,yes,no,560-6001`,
      `,Learjet 75,light,2015,,7,LTN,,,,`,
    ].join("\r\n");
    const report = ok(await server.graphql(IMPORT, { operatorId: operator.id, csv }, admin.headers)).importFleet;
    expect(report).toMatchObject({ rows: 5, created: 2, updated: 0, unchanged: 0, ignoredColumns: ["msn"] });
    expect(report.rejected).toEqual([
      {
        row: 5,
        registration: c,
        problems: [
          { field: "year_of_manufacture", code: "OUT_OF_RANGE", min: 1950, max: new Date().getUTCFullYear() + 1 },
          { field: "seats", code: "OUT_OF_RANGE", min: 1, max: 30 },
          { field: "base_airport", code: "UNKNOWN_AIRPORT", min: null, max: null },
          { field: "wifi", code: "INVALID", min: null, max: null },
        ],
      },
      {
        row: 6,
        registration: a,
        problems: [{ field: "registration", code: "DUPLICATE_IN_FILE", min: null, max: null }],
      },
      { row: 7, registration: null, problems: [{ field: "registration", code: "REQUIRED", min: null, max: null }] },
    ]);
    expect(report.operator.fleetSize).toBe(2);
    expect(report.operator.aircraft.map((x) => x.registration)).toEqual([a, b].toSorted());

    // Idempotent: the same file again stores nothing new and reports the same rows.
    const again = ok(await server.graphql(IMPORT, { operatorId: operator.id, csv }, admin.headers)).importFleet;
    expect(again).toMatchObject({ rows: 5, created: 0, updated: 0, unchanged: 2 });
    expect(again.rejected).toEqual(report.rejected);
    expect(again.operator.aircraft).toEqual(report.operator.aircraft);

    // A changed row updates the aircraft of that registration, in place.
    const changed = ok(
      await server.graphql(
        IMPORT,
        { operatorId: operator.id, csv: `${HEADER}\n${b},Challenger 350,midsize,2019,2024,9,EGLF,yes,yes,yes` },
        admin.headers,
      ),
    ).importFleet;
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 0, rejected: [] });
    const before = report.operator.aircraft.find((x) => x.registration === b)!;
    expect(changed.operator.aircraft.find((x) => x.registration === b)).toEqual({ ...before, seats: 9 });

    // Another operator's file cannot take these aircraft.
    const rival = await create();
    const taken = ok(
      await server.graphql(
        IMPORT,
        { operatorId: rival.id, csv: `${HEADER}\n${a},Citation XLS+,midsize,2012,,9,FAB,,,` },
        admin.headers,
      ),
    ).importFleet;
    expect(taken).toMatchObject({
      created: 0,
      rejected: [{ row: 2, problems: [{ field: "registration", code: "OTHER_OPERATOR" }] }],
    });

    const audit = (await server.db.query(
      `SELECT after FROM audit_log WHERE action = 'fleet.import' AND entity_id = $1 ORDER BY id`,
      [operator.id],
    )) as { after: { created: number; updated: number } }[];
    expect(audit.map((row) => [row.after.created, row.after.updated])).toEqual([
      [2, 0],
      [0, 1],
    ]);
  });

  it("refuses a file without its columns or rows, on the csv argument", async () => {
    const operator = await create();
    const missing = await server.graphql(
      IMPORT,
      { operatorId: operator.id, csv: "registration,type\nN1AB,Jet" },
      admin.headers,
    );
    expect(problemFields(missing)).toEqual(["csv"]);
    expect(missing.errors![0]!.extensions!.fields).toEqual([
      { field: "csv", message: "Missing columns: category, year_of_manufacture, seats, base_airport." },
    ]);
    expect(
      problemFields(await server.graphql(IMPORT, { operatorId: operator.id, csv: HEADER }, admin.headers)),
    ).toEqual(["csv"]);
    expect(
      errorCode(
        await server.graphql(
          IMPORT,
          { operatorId: randomUUID(), csv: `${HEADER}\n${tail()},Jet,light,2015,,7,LTN,,,` },
          admin.headers,
        ),
      ),
    ).toBe("NOT_FOUND");
  });

  it("lists operators by name, found by name, AOC number or registration, with their fleets in one statement a level", async () => {
    const word = `Zephyr${randomUUID().slice(0, 6)}`;
    const first = await create({ name: `${word} Alpha`, aocNumber: `AOC-${word}-1` });
    const second = await create({ name: `${word} Beta` });
    const registration = tail();
    ok(
      await server.graphql(
        ADD_AIRCRAFT,
        { operatorId: second.id, input: aircraftInput({ registration, baseAirport: "EGLF" }) },
        admin.headers,
      ),
    );
    const byName = ok(
      await server.graphql(LIST, { filter: { search: word.toLowerCase() }, first: 1 }, staff.headers),
    ).operators;
    expect(byName.totalCount).toBe(2);
    expect(byName.edges.map((e) => e.node.id)).toEqual([first.id]);
    const next = ok(
      await server.graphql(
        LIST,
        { filter: { search: word }, first: 1, after: byName.pageInfo.endCursor },
        staff.headers,
      ),
    ).operators;
    expect(next.edges.map((e) => e.node.id)).toEqual([second.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);

    const byAoc = ok(await server.graphql(LIST, { filter: { search: `aoc-${word}-1` } }, staff.headers)).operators;
    expect(byAoc.edges.map((e) => e.node.id)).toEqual([first.id]);
    const byTail = ok(
      await server.graphql(LIST, { filter: { search: registration.replace("-", "").toLowerCase() } }, staff.headers),
    ).operators;
    expect(byTail.edges.map((e) => e.node)).toEqual([
      {
        id: second.id,
        name: second.name,
        quotable: true,
        fleetSize: 1,
        aircraft: [
          { registration, operator: { id: second.id }, baseAirport: { code: "FAB", city: expect.any(String) } },
        ],
      },
    ]);

    // Operators, their aircraft, each aircraft's operator and base: a statement per level, however many rows.
    const { count } = await countQueries(server, () =>
      server.graphql(LIST, { filter: { search: word }, first: 10 }, staff.headers),
    );
    const { count: more } = await countQueries(server, () => server.graphql(LIST, { first: 50 }, staff.headers));
    expect(more).toBe(count);
  });

  it("suggests aircraft of quotable operators near an airport, nearest first, by category and seats", async () => {
    const quotable = await create();
    const lapsed = await create({ insuranceExpiresOn: inDays(-1) });
    const [paris, farnborough, luton, small] = [tail(), tail(), tail(), tail()];
    const add = (operatorId: string, input: Partial<FleetAircraftInput>) =>
      server.graphql(ADD_AIRCRAFT, { operatorId, input: aircraftInput(input) }, admin.headers).then(ok);
    await add(quotable.id, { registration: paris, baseAirport: "LBG", seats: 9 });
    await add(quotable.id, { registration: farnborough, baseAirport: "FAB", seats: 10 });
    await add(quotable.id, { registration: small, baseAirport: "LHR", seats: 6, category: "LIGHT" });
    await add(lapsed.id, { registration: luton, baseAirport: "LTN", seats: 9 });

    const ours = new Set([paris, farnborough, luton, small]);
    const suggest = async (variables: OperatorsTest_SuitableQueryVariables) =>
      ok(await server.graphql(SUITABLE, variables, staff.headers)).suitableAircraft.filter((s) =>
        ours.has(s.aircraft.registration),
      );

    const midsize = await suggest({ nearAirport: "egll", category: "MIDSIZE", minSeats: 8, first: 100 });
    expect(midsize.map((s) => s.aircraft.registration)).toEqual([farnborough, paris]);
    expect(midsize.every((s) => s.aircraft.operator.quotable)).toBe(true);
    // Heathrow–Farnborough about 20 nm, Heathrow–Le Bourget about 187 nm, along the great circle.
    expect(midsize[0]!.distanceNm).toBeGreaterThan(10);
    expect(midsize[0]!.distanceNm).toBeLessThan(30);
    expect(midsize[1]!.distanceNm).toBeGreaterThan(180);
    expect(midsize[1]!.distanceNm).toBeLessThan(195);

    expect((await suggest({ nearAirport: "LHR", category: "MIDSIZE", maxDistanceNm: 100, first: 100 })).length).toBe(1);
    expect(
      (await suggest({ nearAirport: "LHR", minSeats: 10, first: 100 })).map((s) => s.aircraft.registration),
    ).toEqual([farnborough]);
    const any = await suggest({ nearAirport: "LHR", first: 100 });
    expect(any[0]).toEqual({
      distanceNm: 0,
      aircraft: { registration: small, seats: 6, operator: { quotable: true } },
    });

    expect(
      problemFields(
        await server.graphql(SUITABLE, { nearAirport: "XQXQ", minSeats: 0, maxDistanceNm: 0 }, staff.headers),
      ),
    ).toEqual(["minSeats", "maxDistanceNm", "nearAirport"]);
  });

  it("lets staff read and admins write; customers and visitors neither", async () => {
    expect(errorCode(await server.graphql(LIST, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(LIST, {}, customer.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(SUITABLE, { nearAirport: "LHR" }, customer.headers))).toBe("FORBIDDEN");
    ok(await server.graphql(LIST, {}, staff.headers));
    expect(errorCode(await server.graphql(CREATE, { input: operatorInput() }, staff.headers))).toBe("FORBIDDEN");
    const operator = await create();
    expect(
      errorCode(await server.graphql(IMPORT, { operatorId: operator.id, csv: `${HEADER}\n` }, staff.headers)),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await server.graphql(ADD_AIRCRAFT, { operatorId: operator.id, input: aircraftInput() }, customer.headers),
      ),
    ).toBe("FORBIDDEN");
  });
});
