import { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import type { DataSource } from "typeorm";
import { AppError, insufficientAal } from "../../core/errors.js";
import { assertAllowed } from "../../core/transport/guard.js";
import type { AuthenticateViewer } from "../../core/transport/authenticate-viewer.js";
import { RoleRank, seesAllRows, type Viewer } from "../../core/viewer.js";
import { isCurrency } from "../../core/rules/index.js";
import { loadBookingFacts, type BookingFacts } from "./booking-facts.js";
import { confirmationPdf, invoiceNumber, invoicePdf } from "./booking-documents.js";
import { bookingCalendar } from "./calendar.js";
import { isDocumentLocale, type DocumentLocale } from "./document-copy.js";

/**
 * A booking's documents, downloaded with a bearer token like the CSV exports and the account's data:
 * GET /api/bookings/:id/confirmation.pdf, /api/bookings/:id/invoice.pdf and /api/bookings/:id/calendar.ics.
 * The booking's customer and staff (under the staff second-factor rule) may have them; another
 * customer is told there is no such booking. ?lang= (en, es, ar, zh) picks the language, else the
 * customer's account's (or request's); ?currency= one of the site's currencies for the invoice, else the booking's own.
 */
export function documentsRouter({
  db,
  authenticateViewer,
}: {
  db: DataSource;
  authenticateViewer: AuthenticateViewer;
}): Router {
  const router = Router();
  router.get("/api/bookings/:id/confirmation.pdf", (req, res) =>
    send(req, res, async (facts, locale) => ({
      type: "application/pdf",
      name: `${facts.number}-confirmation.pdf`,
      body: await confirmationPdf(facts, locale),
    })),
  );
  router.get("/api/bookings/:id/invoice.pdf", (req, res) =>
    send(req, res, async (facts, locale) => {
      // The booking's own currency unless another is asked for.
      const currency =
        typeof req.query.currency === "string" && isCurrency(req.query.currency) ? req.query.currency : facts.currency;
      return {
        type: "application/pdf",
        name: `${invoiceNumber(facts.number)}.pdf`,
        body: await invoicePdf(facts, locale, currency),
      };
    }),
  );
  router.get("/api/bookings/:id/calendar.ics", (req, res) =>
    send(req, res, (facts, locale) =>
      Promise.resolve({
        type: "text/calendar; charset=utf-8",
        name: `${facts.number}.ics`,
        body: Buffer.from(bookingCalendar(facts, locale)),
      }),
    ),
  );
  return router;

  async function send(
    req: Request,
    res: Response,
    make: (facts: BookingFacts, locale: DocumentLocale) => Promise<{ type: string; name: string; body: Buffer }>,
  ): Promise<void> {
    res.set("Cache-Control", "no-store");
    // A bad or signed-out token is a 401; anything else (the database down) stays a 5xx.
    const viewer = await authenticateViewer(req.get("authorization")).catch((error: unknown) => {
      if (error instanceof GraphQLError) return null;
      throw error;
    });
    if (!viewer) {
      res.status(401).json({ error: "unauthenticated", message: "Sign in to download your booking's documents." });
      return;
    }
    if (viewer.owesSecondFactor) {
      res.status(403).json({ error: "insufficient_aal", message: insufficientAal().message });
      return;
    }
    const facts = await loadBookingFacts(db, String(req.params.id));
    const refusal = facts ? refusalFor(viewer, facts) : null;
    if (!facts || refusal === "hidden") {
      res.status(404).json({ error: "not_found", message: "No booking with this id." });
      return;
    }
    if (refusal) {
      res.status(403).json({ error: refusal.reason ?? "forbidden", message: refusal.message });
      return;
    }
    const lang = req.query.lang;
    const locale: DocumentLocale = isDocumentLocale(lang) ? lang : isDocumentLocale(facts.locale) ? facts.locale : "en";
    const file = await make(facts, locale);
    res.status(200);
    res.set("Content-Type", file.type);
    res.set("Content-Disposition", `attachment; filename="${file.name}"`);
    res.set("Content-Language", locale);
    res.send(file.body);
  }
}

/** null: the viewer may have the booking's documents; "hidden": not theirs (shown as missing); else why staff are refused. */
function refusalFor(viewer: Viewer, facts: BookingFacts): null | "hidden" | AppError {
  if (facts.customerUserId === viewer.userId || seesAllRows(viewer)) return null;
  if (RoleRank[viewer.role] < RoleRank.STAFF) return "hidden";
  try {
    // Staff whose session does not meet the staff second-factor rule: the guard says what is missing.
    assertAllowed({ kind: "auth", requires: "STAFF" }, viewer);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
