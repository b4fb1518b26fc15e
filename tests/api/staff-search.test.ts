import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { bookTrip, errorCode, ok, problemFields, signUp, submitRequest, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

const SEARCH = graphql(`
  query StaffSearch_Find($text: String!, $first: Int) {
    staffSearch(text: $text, first: $first) {
      kind
      id
      title
      detail
      leadId
    }
  }
`);

describe("the back office's search", () => {
  let server: TestServer;
  let staff: TestUser;
  let admin: TestUser;
  // Every row this file makes carries this word, so other files' rows never match.
  const word = `zq${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  const find = async (user: TestUser, text: string, first?: number) =>
    ok(await server.graphql(SEARCH, { text, first }, user.headers)).staffSearch;

  it("finds a lead, its request and its booking by name, email, reference, number and code; exact ones first", async () => {
    const customer = await signUp(server, "customer", `${word}.ada@example.com`);
    const { request, booking } = await bookTrip(server, customer, staff, {
      contact: { name: `Ada ${word}`, email: customer.email, phone: "+44 20 7946 0000" },
    });

    const byName = await find(staff, `ada ${word}`);
    expect(byName.map((hit) => hit.kind)).toEqual(expect.arrayContaining(["LEAD", "REQUEST", "BOOKING"]));
    const lead = byName.find((hit) => hit.kind === "LEAD")!;
    expect(lead).toMatchObject({ title: `Ada ${word}`, leadId: lead.id });
    expect(lead.detail).toContain(customer.email);
    expect(byName.find((hit) => hit.kind === "REQUEST")).toMatchObject({ id: request.id, leadId: lead.id });
    expect(byName.find((hit) => hit.kind === "BOOKING")).toMatchObject({ id: booking.id, leadId: lead.id });

    // A reference, a booking number and a confirmation code, typed in any case, come first.
    expect((await find(staff, request.reference.toLowerCase()))[0]).toMatchObject({ kind: "REQUEST", id: request.id });
    expect((await find(staff, booking.number))[0]).toMatchObject({ kind: "BOOKING", id: booking.id });
    expect((await find(staff, booking.confirmationCode.toLowerCase()))[0]).toMatchObject({ kind: "BOOKING" });
  });

  it("matches what was typed literally: % and _ are not wildcards", async () => {
    await submitRequest(server, `${word}.percent@example.com`, {
      contact: { name: `Percent ${word}`, email: `${word}.percent@example.com` },
    });
    expect(await find(staff, `${word}%`)).toEqual([]);
    expect(await find(staff, `${word}_percent`)).toEqual([]);
    expect((await find(staff, `${word}.percent`)).length).toBeGreaterThan(0);
  });

  it("shows accounts to admins only, who manage them", async () => {
    const person = await signUp(server, "customer", `${word}.account@example.com`);
    expect((await find(staff, `${word}.account`)).some((hit) => hit.kind === "ACCOUNT")).toBe(false);
    const hits = await find(admin, `${word}.account`);
    expect(hits.find((hit) => hit.kind === "ACCOUNT")).toMatchObject({ id: person.userId, leadId: null });
  });

  it("gives at most `first` of each kind, newest first", async () => {
    for (const n of [1, 2, 3])
      await submitRequest(server, `${word}.many${n}@example.com`, {
        contact: { name: `Many ${word}`, email: `${word}.many${n}@example.com` },
      });
    const leads = (await find(staff, `many ${word}`, 2)).filter((hit) => hit.kind === "LEAD");
    expect(leads.map((hit) => hit.detail.split(" · ")[0])).toEqual([
      `${word}.many3@example.com`,
      `${word}.many2@example.com`,
    ]);
  });

  it("refuses a text too short or too long and a count out of range, naming the field", async () => {
    expect(problemFields(await server.graphql(SEARCH, { text: " ab " }, staff.headers))).toEqual(["text"]);
    expect(problemFields(await server.graphql(SEARCH, { text: "a".repeat(101) }, staff.headers))).toEqual(["text"]);
    expect(problemFields(await server.graphql(SEARCH, { text: "ada", first: 11 }, staff.headers))).toEqual(["first"]);
  });

  it("is for staff: a customer and a visitor are refused", async () => {
    const customer = await signUp(server, "customer");
    expect(errorCode(await server.graphql(SEARCH, { text: "ada" }, customer.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(SEARCH, { text: "ada" }))).toBe("UNAUTHENTICATED");
  });
});
