import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";

// A staff member's own settings live on the server: each person has their own, they survive a new
// session (another device), and only the given fields change.

const READ = graphql(`
  query StaffPreferences_Read {
    myStaffPreferences {
      newLeadMail
      leadBoard {
        layout
        search
        status
        source
        orderField
        orderDirection
      }
    }
  }
`);

const SAVE = graphql(`
  mutation StaffPreferences_Save($input: StaffPreferencesInput!) {
    saveStaffPreferences(input: $input) {
      newLeadMail
      leadBoard {
        layout
        search
      }
    }
  }
`);

const board = {
  layout: "BOARD",
  search: "Haddad",
  status: "CONTACTED",
  source: null,
  orderField: "SCORE",
  orderDirection: "DESC",
} as const;

describe("staff preferences", () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    [alice, bob] = await Promise.all([signUp(server, "staff"), signUp(server, "admin")]);
  });
  afterAll(() => server?.close());

  it("keeps each person's lead board and new-lead setting, changing only what is given", async () => {
    expect(ok(await server.graphql(READ, {}, alice.headers)).myStaffPreferences).toEqual({
      newLeadMail: "AT_ONCE",
      leadBoard: null,
    });
    ok(await server.graphql(SAVE, { input: { leadBoard: board } }, alice.headers));
    ok(await server.graphql(SAVE, { input: { newLeadMail: "DAILY_DIGEST" } }, alice.headers));
    // Read back from the server: what another device of hers would restore.
    expect(ok(await server.graphql(READ, {}, alice.headers)).myStaffPreferences).toEqual({
      newLeadMail: "DAILY_DIGEST",
      leadBoard: board,
    });
    expect(ok(await server.graphql(READ, {}, bob.headers)).myStaffPreferences.leadBoard).toBeNull();
  });

  it("names the field when the saved search is too long", async () => {
    const refused = await server.graphql(
      SAVE,
      { input: { leadBoard: { ...board, search: "x".repeat(201) } } },
      alice.headers,
    );
    expect(problemFields(refused)).toEqual(["leadBoard.search"]);
  });
});
