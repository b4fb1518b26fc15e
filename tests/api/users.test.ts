import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, ok, problemFields, proveAddress, signUp, type TestUser } from "../support/charter.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { graphql } from "./__generated__/index.js";
import type { Users_PageQuery } from "./__generated__/graphql.js";

// Spread by the operations below.
graphql(`
  fragment Users_Fields on User {
    id
    email
    name
    role
    emailConfirmed
    createdAt
    lastSignInAt
    mfaEnabled
  }
`);
const USERS = graphql(`
  query Users_Page($search: String, $role: Role, $first: Int, $after: String) {
    users(search: $search, role: $role, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...Users_Fields
        }
      }
    }
  }
`);
const SET_ROLE = graphql(`
  mutation Users_SetRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      ...Users_Fields
    }
  }
`);
const LEAD_STATS = graphql(`
  query Users_LeadStats {
    leadStats {
      totalLeads
    }
  }
`);

describe("users (admin)", () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  it("lists users newest first with search, role filter and keyset pages", async () => {
    const tag = `u${Date.now().toString(36)}`;
    const made: TestUser[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await signUp(server, i % 2 ? "staff" : "customer", `${tag}-${i}@example.com`));
    await server.db.query(`UPDATE auth_user SET user_metadata = '{"name": "Amelia Earhart"}' WHERE id = $1`, [
      made[2]!.userId,
    ]);
    await server.db.query(
      `INSERT INTO auth_mfa_factor (user_id, factor_type, status, friendly_name) VALUES ($1, 'totp', 'verified', 'phone')`,
      [made[1]!.userId],
    );

    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Users_PageQuery["users"] = ok(
        await server.graphql(USERS, { search: tag.toUpperCase(), first: 2, after }, admin.headers),
      ).users;
      expect(page.totalCount).toBe(5);
      ids.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ids).toEqual(made.map((u) => u.userId).toReversed());

    const staffOnly = ok(await server.graphql(USERS, { search: tag, role: "STAFF" }, admin.headers)).users;
    expect(staffOnly.edges.map((e) => e.node.email)).toEqual([`${tag}-3@example.com`, `${tag}-1@example.com`]);
    expect(staffOnly.edges[1]!.node).toMatchObject({
      role: "STAFF",
      emailConfirmed: true,
      mfaEnabled: true,
      name: null,
    });
    expect(staffOnly.edges[1]!.node.lastSignInAt).not.toBeNull();
    const byName = ok(await server.graphql(USERS, { search: "earhart" }, admin.headers)).users;
    expect(byName.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ id: made[2]!.userId, name: "Amelia Earhart", mfaEnabled: false }),
    ]);
    expect(ok(await server.graphql(USERS, { search: "%" }, admin.headers)).users.totalCount).toBe(0);

    expect(problemFields(await server.graphql(USERS, { first: 0 }, admin.headers))).toEqual(["first"]);
    expect(problemFields(await server.graphql(USERS, { after: "garbage" }, admin.headers))).toEqual(["after"]);
    expect(problemFields(await server.graphql(USERS, { search: "x".repeat(101) }, admin.headers))).toEqual(["search"]);
  });

  it("changes roles with an audit row; the new role applies on the next request", async () => {
    const user = await proveAddress(server, await signUp(server, "customer"));
    const promoted = ok(
      await server.graphql(SET_ROLE, { userId: user.userId, role: "STAFF" }, admin.headers),
    ).setUserRole;
    expect(promoted).toMatchObject({ id: user.userId, role: "STAFF" });
    const audit = (await server.db.query(
      `SELECT actor_user_id, action, entity, before, after FROM audit_log WHERE entity_id = $1`,
      [user.userId],
    )) as unknown[];
    expect(audit).toEqual([
      {
        actor_user_id: admin.userId,
        action: "user.role",
        entity: "auth_user",
        before: { role: "CUSTOMER" },
        after: { role: "STAFF" },
      },
    ]);
    // The same token now reaches staff fields.
    expect(errorCode(await server.graphql(LEAD_STATS, {}, user.headers))).toBeUndefined();

    expect(errorCode(await server.graphql(SET_ROLE, { userId: randomUUID(), role: "STAFF" }, admin.headers))).toBe(
      "NOT_FOUND",
    );
    expect(errorCode(await server.graphql(SET_ROLE, { userId: "nope", role: "STAFF" }, admin.headers))).toBe(
      "NOT_FOUND",
    );
  });

  it("never lets an admin change their own role, and never leaves the system without an admin", async () => {
    // This file's database: demote every admin but one.
    const others = (await server.db.query(`SELECT id FROM auth_user WHERE role = 'admin' AND id <> $1`, [
      admin.userId,
    ])) as { id: string }[];
    for (const { id } of others) ok(await server.graphql(SET_ROLE, { userId: id, role: "CUSTOMER" }, admin.headers));
    expect(errorCode(await server.graphql(SET_ROLE, { userId: admin.userId, role: "STAFF" }, admin.headers))).toBe(
      "CONFLICT",
    );
    const second = await signUp(server, "admin");
    // Even with another admin around, demoting oneself is refused: another admin must do it.
    expect(errorCode(await server.graphql(SET_ROLE, { userId: admin.userId, role: "STAFF" }, admin.headers))).toBe(
      "CONFLICT",
    );
    expect(
      ok(await server.graphql(SET_ROLE, { userId: admin.userId, role: "STAFF" }, second.headers)).setUserRole.role,
    ).toBe("STAFF");
    // Demoted: the old admin's token no longer reaches admin fields.
    expect(errorCode(await server.graphql(USERS, {}, admin.headers))).toBe("FORBIDDEN");
    ok(await server.graphql(SET_ROLE, { userId: admin.userId, role: "ADMIN" }, second.headers));
  });

  it("is for admins only", async () => {
    expect(errorCode(await server.graphql(USERS, {}))).toBe("UNAUTHENTICATED");
    for (const role of ["customer", "staff"] as const) {
      const user = await signUp(server, role);
      expect(errorCode(await server.graphql(USERS, {}, user.headers))).toBe("FORBIDDEN");
      expect(errorCode(await server.graphql(SET_ROLE, { userId: user.userId, role: "ADMIN" }, user.headers))).toBe(
        "FORBIDDEN",
      );
    }
  });
});
