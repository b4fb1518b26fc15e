import type { DataSource, EntityManager } from "typeorm";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { linkTokenHash, newLinkToken } from "../../core/link-token.js";
import { isEmail } from "../../core/rules/index.js";
import { enqueueMail, type MailNotifier } from "../../mail/outbox.js";
import { routeAlertConfirmEmail, routeAlertLegEmail, routeLabel } from "../../mail/route-alert.js";
import { resolveMailLocale } from "../../mail/templates.js";
import type { AirportsService } from "../airports/index.js";
import type { EmptyLeg } from "./empty-leg.js";
import type { NewRouteAlert, RouteAlertReceipt } from "./route-alert.js";

/** At most this many alert emails per alert in any 7 days (the confirmation does not count). */
export const ALERT_MAILS_PER_WEEK = 2;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An alert's end: an airport (by code) or a city that has airports. */
type End = { airportId: number; city: null; label: string } | { airportId: null; city: string; label: string } | null;

export class RouteAlertsService {
  constructor(
    private readonly db: DataSource,
    private readonly airports: AirportsService,
    private readonly siteUrl: string,
    private readonly mail: MailNotifier,
  ) {}

  /** Where the visitor confirms (GET shows a button, POST confirms) and unsubscribes (POST is RFC 8058's one click). */
  confirmLink = (token: string) => new URL(`/api/route-alerts/confirm?token=${token}`, this.siteUrl).toString();
  unsubscribeLink = (token: string) => new URL(`/api/route-alerts/unsubscribe?token=${token}`, this.siteUrl).toString();

  /** Saves an unconfirmed alert and emails its confirmation link; nothing else is sent until it is confirmed. */
  async create(input: NewRouteAlert): Promise<RouteAlertReceipt> {
    const problems: FieldProblem[] = [];
    // The airport table is filled from the dataset on first use.
    await this.airports.ensureLoaded();
    const email = input.email.trim();
    if (!isEmail(email)) problems.push({ field: "input.email", message: "Enter a valid email address." });
    const from = await this.end(input.from, "input.from", problems);
    const to = await this.end(input.to, "input.to", problems);
    if (!from && !to && !problems.length)
      problems.push({ field: "input.from", message: "Name a departure or an arrival (airport code or city)." });
    const dateFrom = input.dateFrom?.trim() || null;
    const dateTo = input.dateTo?.trim() || null;
    for (const [field, value] of [
      ["input.dateFrom", dateFrom],
      ["input.dateTo", dateTo],
    ] as const)
      if (value && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
        problems.push({ field, message: 'A date like "2027-03-01".' });
    if (dateFrom && dateTo && dateTo < dateFrom)
      problems.push({ field: "input.dateTo", message: "Must not be before the first date." });
    if (problems.length) throw badInput(problems);
    const locale = resolveMailLocale(input.locale);
    const confirmToken = newLinkToken();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO route_alert (email, locale, from_airport_id, from_city, to_airport_id, to_city, date_from, date_to,
           confirm_token_hash, unsubscribe_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          email,
          locale,
          from?.airportId ?? null,
          from?.city ?? null,
          to?.airportId ?? null,
          to?.city ?? null,
          dateFrom,
          dateTo,
          linkTokenHash(confirmToken),
          newLinkToken(),
        ],
      );
      const mail = routeAlertConfirmEmail({
        locale,
        route: routeLabel(locale, from?.label ?? null, to?.label ?? null),
        link: this.confirmLink(confirmToken),
      });
      await enqueueMail(tx, { to: email, locale, kind: "route_alert_confirm", ...mail });
    });
    this.mail.poke();
    return { email };
  }

  /** Confirms the alert the emailed token names; the alert's language, or null for an unknown or unsubscribed one. */
  async confirm(token: string): Promise<string | null> {
    const rows: { locale: string }[] = await this.db.query(
      `WITH done AS (UPDATE route_alert SET confirmed_at = coalesce(confirmed_at, now())
       WHERE confirm_token_hash = $1 AND unsubscribed_at IS NULL RETURNING locale) SELECT locale FROM done`,
      [linkTokenHash(token)],
    );
    return rows[0]?.locale ?? null;
  }

  /** Stops the alert for good (again is a no-op); its language, or null for an unknown token. */
  async unsubscribe(token: string): Promise<string | null> {
    const rows: { locale: string }[] = await this.db.query(
      `WITH done AS (UPDATE route_alert SET unsubscribed_at = coalesce(unsubscribed_at, now())
       WHERE unsubscribe_token = $1 RETURNING locale) SELECT locale FROM done`,
      [token],
    );
    return rows[0]?.locale ?? null;
  }

  /** The alert's language for a token, to show the confirm or unsubscribe page in it. */
  async localeOf(kind: "confirm" | "unsubscribe", token: string): Promise<string | null> {
    const rows: { locale: string }[] = await this.db.query(
      kind === "confirm"
        ? `SELECT locale FROM route_alert WHERE confirm_token_hash = $1`
        : `SELECT locale FROM route_alert WHERE unsubscribe_token = $1`,
      [kind === "confirm" ? linkTokenHash(token) : token],
    );
    return rows[0]?.locale ?? null;
  }

  /**
   * A leg was just published (in `tx`): each confirmed, subscribed alert it matches gets one email, unless it
   * already had ALERT_MAILS_PER_WEEK in the last 7 days; what is sent is recorded in route_alert_mail.
   */
  async notifyPublished(tx: EntityManager, leg: EmptyLeg, now: Date): Promise<number> {
    // Locked, so two legs published at once count each other's emails against the weekly cap.
    const alerts: { id: string; email: string; locale: string; unsubscribe_token: string }[] = await tx.query(
      `SELECT a.id, a.email, a.locale, a.unsubscribe_token FROM route_alert a
       WHERE a.confirmed_at IS NOT NULL AND a.unsubscribed_at IS NULL
         AND ((a.from_airport_id IS NULL AND a.from_city IS NULL) OR a.from_airport_id = $1 OR a.from_city = lower($2))
         AND ((a.to_airport_id IS NULL AND a.to_city IS NULL) OR a.to_airport_id = $3 OR a.to_city = lower($4))
         AND (a.date_from IS NULL OR a.date_from <= $6::date)
         AND (a.date_to IS NULL OR a.date_to >= $5::date)
       ORDER BY a.id
       FOR UPDATE OF a`,
      [
        leg.from.airportId,
        leg.from.city ?? "",
        leg.to.airportId,
        leg.to.city ?? "",
        leg.earliestLocal.slice(0, 10),
        leg.latestLocal.slice(0, 10),
      ],
    );
    let sent = 0;
    for (const alert of alerts) {
      const recorded: unknown[] = await tx.query(
        `INSERT INTO route_alert_mail (alert_id, empty_leg_id, sent_at)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM route_alert_mail WHERE alert_id = $1 AND sent_at > $3::timestamptz - interval '7 days') < $4
         ON CONFLICT DO NOTHING RETURNING alert_id`,
        [alert.id, leg.id, now, ALERT_MAILS_PER_WEEK],
      );
      if (!recorded.length) continue;
      const unsubscribe = this.unsubscribeLink(alert.unsubscribe_token);
      const locale = resolveMailLocale(alert.locale);
      const mail = routeAlertLegEmail({
        locale,
        route: routeLabel(locale, placeLabel(leg.from), placeLabel(leg.to)),
        window: `${leg.earliestLocal.replace("T", " ")} – ${leg.latestLocal.replace("T", " ")}`,
        aircraft: leg.aircraftType,
        seats: leg.seats ?? 0,
        priceUsd: leg.priceUsd ?? 0,
        link: new URL(legBookingPath(leg), this.siteUrl).toString(),
        unsubscribeLink: unsubscribe,
      });
      await enqueueMail(tx, {
        to: alert.email,
        locale,
        kind: "route_alert",
        ...mail,
        // RFC 8058: a mail client may unsubscribe with one POST to this address, without showing a page.
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      sent += 1;
    }
    return sent;
  }

  private async end(value: string | null | undefined, field: string, problems: FieldProblem[]): Promise<End> {
    const words = value?.trim() ?? "";
    if (!words) return null;
    if (words.length > 100) {
      problems.push({ field, message: "At most 100 characters." });
      return null;
    }
    if (/^[A-Za-z0-9]{3,4}$/.test(words)) {
      const code = words.toUpperCase();
      const rows: { id: number; name: string }[] = await this.db.query(
        `SELECT id, name FROM airport WHERE iata = $1 OR icao = $1 LIMIT 1`,
        [code],
      );
      if (rows[0]) return { airportId: rows[0].id, city: null, label: `${rows[0].name} (${code})` };
    }
    const city: { city: string }[] = await this.db.query(
      `SELECT city FROM airport WHERE lower(city) = lower($1) LIMIT 1`,
      [words],
    );
    if (city[0]) return { airportId: null, city: city[0].city.toLowerCase(), label: city[0].city };
    problems.push({ field, message: "No airport code or city by this name." });
    return null;
  }
}

const placeLabel = (p: EmptyLeg["from"]) => `${p.city ?? p.name} (${p.code})`;

/** The booking form with the leg's route and category filled in. */
export function legBookingPath(leg: EmptyLeg): string {
  const query = new URLSearchParams({ from: leg.from.code, to: leg.to.code });
  if (leg.category) query.set("category", leg.category.toLowerCase());
  return `/booking?${query.toString()}`;
}
