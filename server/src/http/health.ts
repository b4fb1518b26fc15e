import { Router } from "express";
import type { DataSource } from "typeorm";

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. /readyz: it can also reach its database (503 otherwise). */
export function healthRouter(db: DataSource, isDraining: () => boolean): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (isDraining()) {
      res.status(503).json({ status: "draining" });
      return;
    }
    try {
      await withTimeout(db.query("SELECT 1"), READY_TIMEOUT_MS);
      res.json({ status: "ready", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
