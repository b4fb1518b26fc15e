import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { StaffGate_ViewerDocument } from "../../graphql/generated";
import { EARLY_ANSWER_MS, earlyAnswersArrived, keepEarlyAnswer, seededJustNow, takeEarlyAnswer } from "./earlyAnswers";
import { seedFirstData } from "./seedFirstData";

const viewer = { __typename: "Viewer", id: "u1", role: "ADMIN", canUseStaffTools: true };
const newClient = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const readViewer = (client: ApolloClient) => client.readQuery({ query: StaffGate_ViewerDocument });

/** The staff gate's early answer, as the entry keeps it (the query text is not what is tested here). */
function keepGateAnswer(body: unknown, askedAt = performance.now()) {
  keepEarlyAnswer(
    "StaffGate_Viewer",
    { query: "query StaffGate_Viewer", variables: "{}", token: "t", body: Promise.resolve(body as never) },
    askedAt,
  );
}

describe("seedFirstData", () => {
  it("puts an answer that has come into the cache, for the session the app starts with", async () => {
    keepGateAnswer({ data: { viewer } });
    await earlyAnswersArrived();
    const client = newClient();
    seedFirstData(client, "/admin/dashboard/", "t");
    expect(readViewer(client)).toEqual({ viewer });
    expect(seededJustNow("StaffGate_Viewer")).toBe(true);
    // The gate's own request, when its policy sends one, still takes the same answer.
    expect(takeEarlyAnswer("StaffGate_Viewer")).toBeDefined();
  });

  it("leaves the cache alone for another session, a refused or failed request, or one still on its way", async () => {
    for (const body of [{ data: { viewer } }, { errors: [{ message: "UNAUTHENTICATED" }] }, null]) {
      keepGateAnswer(body);
      await earlyAnswersArrived();
      const client = newClient();
      seedFirstData(client, "/admin/dashboard", body?.data ? "another token" : "t");
      expect(readViewer(client)).toBeNull();
      expect(seededJustNow("StaffGate_Viewer")).toBe(false);
    }
    keepEarlyAnswer("StaffGate_Viewer", {
      query: "query StaffGate_Viewer",
      variables: "{}",
      token: "t",
      body: new Promise(() => undefined),
    });
    const client = newClient();
    seedFirstData(client, "/admin/dashboard", "t");
    expect(readViewer(client)).toBeNull();
  });

  it("does nothing on a page without first data, or without a session", async () => {
    keepGateAnswer({ data: { viewer } });
    await earlyAnswersArrived();
    const client = newClient();
    seedFirstData(client, "/admin/leads", "t");
    seedFirstData(client, "/admin/dashboard", null);
    expect(readViewer(client)).toBeNull();
  });

  it("stops standing for the server's word once the page has been open a while", async () => {
    const asked = performance.now() - EARLY_ANSWER_MS - 1;
    keepGateAnswer({ data: { viewer } }, asked);
    await earlyAnswersArrived();
    const client = newClient();
    seedFirstData(client, "/admin/dashboard", "t");
    expect(readViewer(client)).toBeNull();
    expect(takeEarlyAnswer("StaffGate_Viewer")).toBeUndefined();
  });
});

describe("an early request whose body fails", () => {
  it("counts as failed: nothing waits on it, nothing is seeded", async () => {
    keepEarlyAnswer("StaffGate_Viewer", {
      query: "query StaffGate_Viewer",
      variables: "{}",
      token: "t",
      body: Promise.reject(new Error("aborted")),
    });
    await expect(earlyAnswersArrived()).resolves.toBeDefined();
    const client = newClient();
    seedFirstData(client, "/admin/dashboard", "t");
    expect(readViewer(client)).toBeNull();
    expect(await takeEarlyAnswer("StaffGate_Viewer")?.body).toBeNull();
  });
});
