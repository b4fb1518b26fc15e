import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { freePort } from "../support/ports.js";
import { runServer } from "../support/process.js";

// The compiled server as a user runs it: start-up errors, embedded PostgreSQL, restarts, SIGTERM.
describe("server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "skycharter-proc-"));
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("fails fast with one line when the database cannot be reached", async () => {
    const started = Date.now();
    const server = runServer({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/x", PORT: "0" });
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output().trim()).toBe(
      "Cannot start: cannot connect to the database at postgres://nobody@127.0.0.1:1/x: connect ECONNREFUSED 127.0.0.1:1",
    );
  });

  it("refuses a bad setting with one line naming the variable", async () => {
    const server = runServer({ PORT: "eighty" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "eighty")',
    );
  });

  it("runs on embedded PostgreSQL, keeps its data across restarts, and drains on SIGTERM", async () => {
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      WEB_DIST: path.join(dataDir, "no-web-build"),
      LOG_LEVEL: "info",
    };
    const url = `http://127.0.0.1:${env.PORT}`;
    const offerIds = async () => {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ featuredOffers { id } }" }),
      });
      return ((await response.json()) as { data: { featuredOffers: { id: string }[] } }).data.featuredOffers.map(
        (o) => o.id,
      );
    };

    const first = runServer(env);
    await first.waitFor("SkyCharter is running at");
    const ids = await offerIds();
    expect(ids).toHaveLength(6);

    // An open subscription socket is told the server is going away.
    const socket = new WebSocket(`ws://127.0.0.1:${env.PORT}/graphql`, "graphql-transport-ws");
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
      socket.once("message", (data) =>
        JSON.parse(String(data)).type === "connection_ack" ? resolve() : reject(new Error(String(data))),
      );
      socket.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(await closed).toBe(1001);
    expect(first.output()).toContain("stopped cleanly");

    const second = runServer(env);
    await second.waitFor("SkyCharter is running at");
    expect(await offerIds()).toEqual(ids);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 60_000);
});
