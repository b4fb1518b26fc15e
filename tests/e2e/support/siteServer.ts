import { spawn, type ChildProcess } from "node:child_process";
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../support/ports.js";
import { until } from "../../support/until.js";

// A server of the production build with settings of its own, for the journeys the shared e2e
// server (playwright.config.ts) cannot show: WebAuthn needs a host name (browsers refuse security
// keys and passkeys on http://127.0.0.1), and STAFF_REQUIRE_MFA=webauthn is not the default.
// Its port and its embedded PostgreSQL's are free ones, so parallel runs on one machine do not meet.

const projectRoot = path.resolve(import.meta.dirname, "../../..");

export interface SiteServer {
  /** http://localhost:<port> */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function signingKeys(): string {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return JSON.stringify({
    keys: [{ ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "ES256", use: "sig" }],
  });
}

/** Starts `node server/dist/main.js` in production mode on localhost with `env` on top; resolves once /readyz answers. */
export async function startSiteServer(name: string, env: Record<string, string>): Promise<SiteServer> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const dataDir = path.join(projectRoot, `.data/e2e-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let stderr = "";
  const child: ChildProcess = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: "warn",
      SITE_URL: url,
      JWT_SIGNING_KEYS: signingKeys(),
      MFA_ENCRYPTION_KEYS: randomBytes(32).toString("base64"),
      PASSENGER_ENCRYPTION_KEYS: randomBytes(32).toString("base64"),
      SEED_DEMO_DATA: "false",
      SMTP_MAX_FREQUENCY: "2",
      AUTH_RATE_LIMIT_SIGNUP: "100000",
      AUTH_RATE_LIMIT_TOKEN: "100000",
      AUTH_RATE_LIMIT_VERIFY: "100000",
      AUTH_RATE_LIMIT_MFA: "100000",
      AUTH_RATE_LIMIT_PASSKEY: "100000",
      ...env,
    },
  });
  child.stderr!.on("data", (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    await until(
      async () => {
        if (ended) throw new Error(`the server stopped: ${stderr}`);
        const response = await fetch(`${url}/readyz`).catch(() => null);
        return response?.ok ? true : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 250, failure: () => `the server at ${url} did not get ready: ${stderr}` },
    );
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      if (!ended) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
