import { ApolloLink, gql, type DocumentNode } from "@apollo/client";
import { addTypenameToDocument, print } from "@apollo/client/utilities";
import { firstValueFrom, of } from "rxjs";
import { describe, expect, it } from "vitest";
import { queryText } from "../../../build/firstQueries";
import { canonicalVariables, keepEarlyAnswer, takeEarlyAnswer } from "./earlyAnswers";
import { firstDataLink } from "./firstDataLink";
import { firstRequestsByPath } from "./firstRequests";
import { storedAccessToken } from "./storedToken";

const now = 1_800_000_000;
const storageWith = (value: unknown) => ({ getItem: () => (value === undefined ? null : JSON.stringify(value)) });

describe("storedAccessToken", () => {
  it("reads the token auth-js stored while it has a minute or more to live", () => {
    expect(storedAccessToken(storageWith({ access_token: "t", expires_at: now + 600 }), now)).toBe("t");
    expect(storedAccessToken(storageWith({ access_token: "t", expires_at: now + 30 }), now)).toBeNull();
    expect(storedAccessToken(storageWith({ access_token: "t" }), now)).toBeNull();
    expect(storedAccessToken(storageWith(undefined), now)).toBeNull();
    expect(storedAccessToken({ getItem: () => "{not json" }, now)).toBeNull();
  });
});

describe("the first queries printed at build time", () => {
  it("are the text Apollo's cache sends for the same documents", () => {
    const documents = Object.values(firstRequestsByPath).flatMap((requests) => requests.map((r) => r.document));
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) expect(queryText(document)).toBe(print(addTypenameToDocument(document)));
  });

  it("compare variables whatever their keys' order", () => {
    expect(canonicalVariables({ b: 1, a: { d: null, c: [2] } })).toBe(
      canonicalVariables({ a: { c: [2], d: null }, b: 1 }),
    );
    expect(canonicalVariables(undefined)).toBe("{}");
  });
});

const Viewer = gql`
  query Viewer($first: Int) {
    viewer {
      id
    }
  }
`;

/** Runs `document` through firstDataLink with the token the auth link would have set; the server answers "server". */
function run(document: DocumentNode, variables: Record<string, unknown>, token = "t") {
  const server = new ApolloLink(() => of({ data: { viewer: { id: "server", __typename: "User" } } }));
  const withToken = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { authorization: `Bearer ${token}` } });
    return forward(operation);
  });
  const link = ApolloLink.from([withToken, firstDataLink, server]);
  const query = addTypenameToDocument(document);
  return firstValueFrom(ApolloLink.execute(link, { query, variables }, { client: {} as never })) as Promise<{
    data: { viewer: { id: string } };
  }>;
}

function keep(
  variables: Record<string, unknown>,
  body: unknown = { data: { viewer: { id: "early", __typename: "User" } } },
) {
  keepEarlyAnswer("Viewer", {
    query: print(addTypenameToDocument(Viewer)),
    variables: canonicalVariables(variables),
    token: "t",
    body: Promise.resolve(body as never),
  });
}

describe("firstDataLink", () => {
  it("answers the same query, variables and token from the early request, once", async () => {
    keep({ first: 1 });
    expect((await run(Viewer, { first: 1 })).data.viewer.id).toBe("early");
    expect((await run(Viewer, { first: 1 })).data.viewer.id).toBe("server");
  });

  it("asks the server when the variables or the token differ", async () => {
    keep({ first: 1 });
    expect((await run(Viewer, { first: 2 })).data.viewer.id).toBe("server");
    keep({ first: 1 });
    expect((await run(Viewer, { first: 1 }, "other")).data.viewer.id).toBe("server");
    expect(takeEarlyAnswer("Viewer")).toBeUndefined();
  });

  it("asks the server when the early request failed or was refused", async () => {
    keep({ first: 1 }, null);
    expect((await run(Viewer, { first: 1 })).data.viewer.id).toBe("server");
    keep({ first: 1 }, { errors: [{ message: "UNAUTHENTICATED" }] });
    expect((await run(Viewer, { first: 1 })).data.viewer.id).toBe("server");
  });
});
