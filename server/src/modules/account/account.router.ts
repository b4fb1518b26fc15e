import { Router } from "express";
import { GraphQLError } from "graphql";
import type { AuthenticateViewer } from "../../core/transport/authenticate-viewer.js";
import { insufficientAal } from "../../core/errors.js";
import type { AccountService } from "./account.service.js";

/** GET /api/account/data.json: the signed-in user's own data, as a download (bearer token). */
export function accountRouter({
  account,
  authenticateViewer,
}: {
  account: AccountService;
  authenticateViewer: AuthenticateViewer;
}): Router {
  const router = Router();
  router.get("/api/account/data.json", async (req, res) => {
    res.set("Cache-Control", "no-store");
    // A bad or signed-out token is a 401; anything else (the database down) stays a 5xx.
    const viewer = await authenticateViewer(req.get("authorization")).catch((error: unknown) => {
      if (error instanceof GraphQLError) return null;
      throw error;
    });
    if (!viewer) {
      res.status(401).json({ error: "unauthenticated", message: "Sign in to download your data." });
      return;
    }
    if (viewer.owesSecondFactor) {
      res.status(403).json({ error: "insufficient_aal", message: insufficientAal().message });
      return;
    }
    res.set(
      "Content-Disposition",
      `attachment; filename="skycharter-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    res.json(await account.dataOf(viewer.userId));
  });
  return router;
}
