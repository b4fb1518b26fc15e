import { expect, type APIRequestContext } from "@playwright/test";
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { totpCode } from "./totp.js";

/** A GraphQL answer as the server sends it: `data`, and `errors` when something was refused. */
export interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * POSTs a document from gql(`…`) (tests/e2e/__generated__): its variables and result are typed by
 * the operation. The whole answer, errors included, for a test about a refusal.
 */
export async function graphqlAnswer<TResult, TVariables>(
  request: APIRequestContext,
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  token?: string,
): Promise<GraphQLAnswer<TResult>> {
  const response = await request.post("/graphql", {
    data: { query: String(document), variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as GraphQLAnswer<TResult>;
}

/** POSTs a document from gql(`…`); fails the test on any error, returns `data`. */
export async function graphql<TResult, TVariables>(
  request: APIRequestContext,
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  token?: string,
): Promise<TResult> {
  const answer = await graphqlAnswer(request, document, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

/** A password sign-in through the auth API (grant_type=password); returns the access token. */
export async function signInToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/auth/v1/token?grant_type=password", { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Enrols an authenticator for the signed-in user and verifies it: the aal2 access token, the secret, and the whole session as /verify answers it. */
export async function enrolTotp(
  request: APIRequestContext,
  token: string,
): Promise<{ token: string; secret: string; session: Record<string, unknown> }> {
  const headers = { authorization: `Bearer ${token}` };
  const enrolled = await request.post("/auth/v1/factors", { data: { factor_type: "totp" }, headers });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers });
  expect(challenge.ok(), await challenge.text()).toBe(true);
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    data: { challenge_id: challengeId, code: totpCode(factor.totp.secret) },
    headers,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as Record<string, unknown> & { access_token: string };
  return { token: session.access_token, secret: factor.totp.secret, session };
}
