import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { gql } from "../__generated__/index.js";
import type { Role } from "../__generated__/graphql.js";
import { createConfirmedCustomer, newCustomer, type TestCustomer } from "./accounts.js";
import { enrolTotp, graphql, signInToken } from "./api.js";
import { e2eDataDir } from "./e2eEnv.js";

const USER_BY_EMAIL = gql(`
  query Staff_UserByEmail($q: String) {
    users(search: $q, first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
`);
const SET_ROLE = gql(`
  mutation Staff_SetRole($id: ID!, $role: Role!) {
    setUserRole(userId: $id, role: $role) {
      id
    }
  }
`);

// The seeded admin's aal2 session, made once per run by staff.setup.ts: tests promote their own
// staff members with it, so no test depends on another's factor or session.
export const adminSessionFile = path.join(e2eDataDir, "admin-session.json");

export function adminToken(): string {
  return (JSON.parse(readFileSync(adminSessionFile, "utf8")) as { token: string }).token;
}

/** A new confirmed account that the admin has made STAFF (or ADMIN); it has no second factor yet. */
export async function promotedStaff(
  request: APIRequestContext,
  role: Extract<Role, "STAFF" | "ADMIN"> = "STAFF",
  person: TestCustomer = newCustomer("staff"),
): Promise<TestCustomer & { id: string }> {
  await createConfirmedCustomer(request, person);
  const { users } = await graphql(request, USER_BY_EMAIL, { q: person.email }, adminToken());
  const id = users.edges[0]!.node.id;
  await graphql(request, SET_ROLE, { id, role }, adminToken());
  return { ...person, id };
}

/** A staff member signed in at aal2 through the API, for the back-office calls a test makes. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const member = await promotedStaff(request);
  return (await enrolTotp(request, await signInToken(request, member.email, member.password))).token;
}
