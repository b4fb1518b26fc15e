import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const MAIN = path.join(ROOT, "server/dist/main.js");

/**
 * Compiles the server once for the whole run (the test setup calls it before any file starts),
 * unless its sources are what the last build compiled: `npm test` has just built it.
 */
export function buildServer(): void {
  execFileSync(process.execPath, ["scripts/build-if-changed.mjs", "--only", "server"], { cwd: ROOT, stdio: "inherit" });
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/** The compiled server (`main`: another copy of it) with only `env`, PATH and HOME set. */
export function runServer(env: Record<string, string>, main = MAIN): ServerProcess {
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    // A first start creates its PostgreSQL cluster: on a busy 2-core machine that alone took 17 s.
    waitFor: (text, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for "${text}"; output so far:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(() => setTimeout(() => reject(new Error(`server exited before "${text}":\n${output}`)), 50));
        check();
      }),
  };
}
