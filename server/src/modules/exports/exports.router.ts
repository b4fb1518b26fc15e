import { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { Viewer } from "../../core/viewer.js";
import { AppError, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { assertAllowed } from "../../core/transport/guard.js";
import type { AuthenticateViewer } from "../../core/transport/authenticate-viewer.js";
import type { Logger } from "../../logger.js";
import { bookingFilterQuery } from "../bookings/index.js";
import { usdFromCents } from "../../core/money.js";
import { leadFilterQuery } from "../leads/index.js";
import { csvRow, UTF8_BOM, type CsvValue } from "../../core/rules/index.js";
import { streamFromCursor } from "./cursor-stream.js";
import { bookingFilterFromQuery, leadFilterFromQuery, paramOfField, type Query } from "./query-filters.js";

export interface ExportDeps {
  db: DataSource;
  authenticateViewer: AuthenticateViewer;
  log: Logger;
}

interface Sheet<Row> {
  /** "leads" → leads-2030-01-01.csv */
  name: string;
  header: readonly string[];
  /** The filtered query (BAD_USER_INPUT for values out of range), or the query string's own problems. */
  query(db: DataSource, params: Query): SelectQueryBuilder<ObjectLiteral> | FieldProblem[];
  cells(row: Row): CsvValue[];
}

interface LeadRow {
  id: string;
  created_at: Date;
  contact_name: string;
  company: string | null;
  email: string;
  phone: string | null;
  source: string;
  status: string;
  score: number;
  value_cents: string;
  assignee_email: string | null;
}

const leadsSheet: Sheet<LeadRow> = {
  name: "leads",
  header: [
    "ID",
    "Created (UTC)",
    "Contact",
    "Company",
    "Email",
    "Phone",
    "Source",
    "Status",
    "Score",
    "Estimated value (USD)",
    "Assignee",
  ],
  query(db, params) {
    const { filter, problems } = leadFilterFromQuery(params);
    if (problems.length) return problems;
    return leadFilterQuery(db, filter)
      .leftJoin("auth_user", "assignee", "assignee.id = lead.assignee_user_id")
      .select("lead.id", "id")
      .addSelect("lead.created_at", "created_at")
      .addSelect("lead.contact_name", "contact_name")
      .addSelect("lead.company", "company")
      .addSelect("lead.email", "email")
      .addSelect("lead.phone", "phone")
      .addSelect("lead.source", "source")
      .addSelect("lead.status", "status")
      .addSelect("lead.score", "score")
      .addSelect("lead.estimated_value_usd_cents", "value_cents")
      .addSelect("assignee.email", "assignee_email")
      .orderBy("lead.created_at", "DESC")
      .addOrderBy("lead.id", "DESC");
  },
  cells: (r) => [
    r.id,
    r.created_at,
    r.contact_name,
    r.company,
    r.email,
    r.phone,
    r.source,
    r.status,
    r.score,
    usdFromCents(Number(r.value_cents)),
    r.assignee_email,
  ],
};

interface BookingRow {
  number: string;
  created_at: Date;
  status: string;
  payment_status: string;
  depart_local: string;
  departs_at: Date;
  route: string;
  passengers: number;
  aircraft: string;
  operator: string;
  price_cents: number;
  confirmation_code: string;
  reference: string;
  customer_email: string | null;
}

const bookingsSheet: Sheet<BookingRow> = {
  name: "bookings",
  header: [
    "Number",
    "Created (UTC)",
    "Status",
    "Payment",
    "Departs (local)",
    "Departs (UTC)",
    "Route",
    "Passengers",
    "Aircraft",
    "Operator",
    "Price (USD)",
    "Confirmation code",
    "Quote request",
    "Customer email",
  ],
  query(db, params) {
    const { filter, problems } = bookingFilterFromQuery(params);
    if (problems.length) return problems;
    return bookingFilterQuery(db, filter)
      .innerJoin("quote_request", "request", "request.id = booking.quote_request_id")
      .leftJoin("auth_user", "customer", "customer.id = booking.customer_user_id")
      .select("booking.number", "number")
      .addSelect("booking.created_at", "created_at")
      .addSelect("booking.status", "status")
      .addSelect("booking.payment_status", "payment_status")
      .addSelect("booking.depart_local", "depart_local")
      .addSelect("booking.departs_at", "departs_at")
      .addSelect("booking.route", "route")
      .addSelect("booking.passengers", "passengers")
      .addSelect("booking.aircraft", "aircraft")
      .addSelect("booking.operator", "operator")
      .addSelect("booking.price_usd_cents", "price_cents")
      .addSelect("booking.confirmation_code", "confirmation_code")
      .addSelect("request.reference", "reference")
      .addSelect("customer.email", "customer_email")
      .orderBy("booking.created_at", "DESC")
      .addOrderBy("booking.id", "DESC");
  },
  cells: (r) => [
    r.number,
    r.created_at,
    r.status,
    r.payment_status,
    r.depart_local,
    r.departs_at,
    r.route,
    r.passengers,
    r.aircraft,
    r.operator,
    usdFromCents(r.price_cents),
    r.confirmation_code,
    r.reference,
    r.customer_email,
  ],
};

/** The staff's CSV downloads: GET /export/leads.csv and /export/bookings.csv with a bearer token. */
export function exportRouter({ db, authenticateViewer, log }: ExportDeps): Router {
  const router = Router();
  router.get("/export/leads.csv", (req, res) => sendSheet(req, res, leadsSheet));
  router.get("/export/bookings.csv", (req, res) => sendSheet(req, res, bookingsSheet));
  return router;

  async function sendSheet<Row>(req: Request, res: Response, sheet: Sheet<Row>): Promise<void> {
    res.set("Cache-Control", "no-store");
    const denied = await staffCheck(req.get("authorization"));
    if (denied) {
      res.status(denied.status).json(denied.body);
      return;
    }
    let query: SelectQueryBuilder<ObjectLiteral> | FieldProblem[];
    try {
      query = sheet.query(db, req.query as Query);
    } catch (error) {
      const fields = error instanceof AppError ? error.fields : undefined;
      if (!fields) throw error;
      query = fields.map((f) => ({ ...f, field: paramOfField(f.field) }));
    }
    if (Array.isArray(query)) {
      res.status(400).json({
        error: "bad_request",
        message: query.map((f) => `${f.field}: ${f.message}`).join("; "),
        fields: query,
      });
      return;
    }
    const [sql, params] = query.getQueryAndParameters();
    res.status(200);
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="${sheet.name}-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.write(UTF8_BOM + csvRow(sheet.header));
    try {
      await streamFromCursor<Row>(db, res, { sql, params, line: (row) => csvRow(sheet.cells(row)) });
    } catch (error) {
      // Headers are gone: cut the download short so it cannot pass for a complete file.
      log.error({ err: error, path: req.path }, "CSV export failed");
      res.destroy();
    }
  }

  /** The staff rule of the GraphQL API (role, and a second factor under STAFF_REQUIRE_MFA), as HTTP statuses. */
  async function staffCheck(
    authorization: string | undefined,
  ): Promise<{ status: number; body: { error: string; message: string } } | null> {
    try {
      const viewer: Viewer | null = await authenticateViewer(authorization);
      assertAllowed({ kind: "auth", requires: "STAFF" }, viewer);
      return null;
    } catch (error) {
      // The guard refuses with a coded error, the viewer resolver with a GraphQLError (UNAUTHENTICATED).
      if (!(error instanceof AppError || error instanceof GraphQLError)) throw error;
      const code = error instanceof AppError ? error.code : error.extensions.code;
      if (code === ErrorCode.UNAUTHENTICATED)
        return { status: 401, body: { error: "unauthenticated", message: error.message } };
      if (code === ErrorCode.FORBIDDEN) {
        const reason = error instanceof AppError ? error.reason : undefined;
        return { status: 403, body: { error: reason ?? "forbidden", message: error.message } };
      }
      throw error;
    }
  }
}
