import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/auth-client.js";
import { bookTrip, errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { mailFilesTo, parseEml } from "../support/mailbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { until } from "../support/until.js";
import { graphql } from "./__generated__/index.js";
import type { EmptyLegInput } from "./__generated__/graphql.js";

graphql(`
  fragment EmptyLegs_Fields on EmptyLeg {
    id
    status
    from {
      code
      city
      timeZone
    }
    to {
      code
      city
    }
    earliestLocal
    latestLocal
    earliestAt
    latestAt
    aircraftType
    category
    seats
    priceUsd
    fromBooking
    publishedAt
  }
`);
const LIVE = graphql(`
  query EmptyLegs_Live($filter: EmptyLegFilter) {
    emptyLegs(filter: $filter) {
      ...EmptyLegs_Fields
    }
  }
`);
const ALL = graphql(`
  query EmptyLegs_All {
    allEmptyLegs {
      ...EmptyLegs_Fields
    }
  }
`);
const SAVE = graphql(`
  mutation EmptyLegs_Save($input: EmptyLegInput!) {
    saveEmptyLeg(input: $input) {
      ...EmptyLegs_Fields
    }
  }
`);
const PUBLISH = graphql(`
  mutation EmptyLegs_Publish($id: ID!) {
    publishEmptyLeg(id: $id) {
      ...EmptyLegs_Fields
    }
  }
`);
const WITHDRAW = graphql(`
  mutation EmptyLegs_Withdraw($id: ID!) {
    withdrawEmptyLeg(id: $id) {
      id
      status
    }
  }
`);
const ALERT = graphql(`
  mutation EmptyLegs_Alert($input: RouteAlertInput!) {
    createRouteAlert(input: $input) {
      email
    }
  }
`);

const nextYear = new Date().getUTCFullYear() + 1;
const day = (monthDay: string, time = "09:00") => `${nextYear}-${monthDay}T${time}`;

const leg = (overrides: Partial<EmptyLegInput> = {}): EmptyLegInput => ({
  fromCode: "LBG",
  toCode: "LHR",
  earliestLocal: day("05-10", "08:00"),
  latestLocal: day("05-10", "20:00"),
  aircraftType: "Citation XLS+",
  category: "MIDSIZE",
  seats: 8,
  priceUsd: 9_500,
  ...overrides,
});

/** The raw .eml files to `to`, oldest first. */
async function rawMails(server: TestServer, to: string): Promise<string[]> {
  const dir = path.join(server.dataDir, "mail");
  return Promise.all((await mailFilesTo(server.dataDir, to)).map((f) => readFile(path.join(dir, f), "utf8")));
}
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " "))?.[1]?.trim();

describe("empty legs and route alerts", () => {
  let server: TestServer;
  let staff: TestUser;

  const save = (input: EmptyLegInput) => server.graphql(SAVE, { input }, staff.headers);
  const publish = async (input: EmptyLegInput) => {
    const draft = ok(await save(input)).saveEmptyLeg;
    return ok(await server.graphql(PUBLISH, { id: draft.id }, staff.headers)).publishEmptyLeg;
  };
  /** An alert confirmed through the link in its email; the alert's email address. */
  const confirmedAlert = async (input: { from?: string; to?: string; dateFrom?: string; dateTo?: string }) => {
    const email = uniqueEmail("alert");
    ok(await server.graphql(ALERT, { input: { email, locale: "es", ...input } }));
    const mail = await until(async () => (await rawMails(server, email))[0], { failure: () => `no mail to ${email}` });
    const link = parseEml(mail).link!;
    expect(link).toContain("/api/route-alerts/confirm?token=");
    // Opening the link only shows a button: a mail scanner following it confirms nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect(
      await server.db.query(`SELECT 1 FROM route_alert WHERE email = $1 AND confirmed_at IS NOT NULL`, [email]),
    ).toHaveLength(0);
    expect((await fetch(link, { method: "POST" })).status).toBe(200);
    return email;
  };
  const alertMails = async (email: string) =>
    (await rawMails(server, email)).filter((m) => header(m, "List-Unsubscribe"));
  /** Lets the mail worker drain the outbox. */
  const outboxDrained = () =>
    until(
      async () => {
        const rows: unknown[] = await server.db.query(
          `SELECT 1 FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
        );
        return rows.length === 0 || undefined;
      },
      { failure: () => "the outbox still holds mail" },
    );

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true" });
    staff = await signUp(server, "staff");
  });
  afterAll(() => server?.close());

  it("guards the staff fields and lets visitors read the list", async () => {
    const customer = await signUp(server, "customer");
    expect(errorCode(await server.graphql(ALL, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.graphql(ALL, {}, customer.headers))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(SAVE, { input: leg() }, customer.headers))).toBe("FORBIDDEN");
    expect(
      errorCode(await server.graphql(PUBLISH, { id: "00000000-0000-4000-8000-000000000000" }, customer.headers)),
    ).toBe("FORBIDDEN");
    expect(ok(await server.graphql(LIVE, {})).emptyLegs).toBeInstanceOf(Array);
  });

  it("checks what staff send, and reads the window in the departure airport's time", async () => {
    const bad = await save(
      leg({ fromCode: "ZZZ", latestLocal: "tomorrow", seats: 0, priceUsd: -1, aircraftType: " " }),
    );
    expect(problemFields(bad).toSorted()).toEqual(
      ["input.aircraftType", "input.fromCode", "input.latestLocal", "input.priceUsd", "input.seats"].toSorted(),
    );
    const backwards = await save(leg({ earliestLocal: day("05-10", "20:00"), latestLocal: day("05-10", "08:00") }));
    expect(problemFields(backwards)).toEqual(["input.latestLocal"]);
    // Paris in May is UTC+2.
    const draft = ok(await save(leg({ earliestLocal: day("05-10", "08:00") }))).saveEmptyLeg;
    expect(draft.status).toBe("DRAFT");
    expect(draft.from.timeZone).toBe("Europe/Paris");
    expect(draft.earliestAt).toBe(`${nextYear}-05-10T06:00:00.000Z`);
    // A draft is not public.
    expect(ok(await server.graphql(LIVE, {})).emptyLegs.map((l) => l.id)).not.toContain(draft.id);
  });

  it("lists published legs with filters, and drops them once their window passed", async () => {
    const a = await publish(
      leg({ fromCode: "TEB", toCode: "VNY", seats: 6, earliestLocal: day("06-01"), latestLocal: day("06-02") }),
    );
    const b = await publish(
      leg({
        fromCode: "TEB",
        toCode: "MIA",
        seats: 12,
        earliestLocal: day("07-01"),
        latestLocal: day("07-01", "18:00"),
      }),
    );
    const ids = async (filter: object) => ok(await server.graphql(LIVE, { filter })).emptyLegs.map((l) => l.id);
    expect(await ids({ from: "TEB" })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids({ from: "teb", to: "VNY" })).toEqual([a.id]);
    expect(await ids({ from: "TEB", to: "Miami" })).toEqual([b.id]);
    expect(await ids({ from: "TEB", seats: 10 })).toEqual([b.id]);
    expect(await ids({ from: "TEB", dateFrom: `${nextYear}-06-02`, dateTo: `${nextYear}-06-30` })).toEqual([a.id]);
    expect(problemFields(await server.graphql(LIVE, { filter: { dateFrom: "June" } }))).toEqual(["filter.dateFrom"]);

    // Its window passes: it leaves the list. Changed here behind the service's back, the cached list
    // learns of it through the database's change notification, which may land just after the next read.
    await server.db.query(
      `UPDATE empty_leg SET earliest_at = now() - interval '2 hours', latest_at = now() - interval '1 second' WHERE id = $1`,
      [a.id],
    );
    await expect.poll(() => ids({ from: "TEB" })).toEqual([b.id]);
    const expired = ok(await save(leg({ fromCode: "TEB", toCode: "BOS" }))).saveEmptyLeg;
    await server.db.query(
      `UPDATE empty_leg SET earliest_at = now() - interval '2 hours', latest_at = now() - interval '1 second' WHERE id = $1`,
      [expired.id],
    );
    expect(errorCode(await server.graphql(PUBLISH, { id: expired.id }, staff.headers))).toBe("CONFLICT");

    const withdrawn = ok(await server.graphql(WITHDRAW, { id: b.id }, staff.headers)).withdrawEmptyLeg;
    expect(withdrawn.status).toBe("DRAFT");
    expect(await ids({ from: "TEB" })).toEqual([]);
  });

  it("drafts the aircraft's way back when a one-way booking is made", async () => {
    const customer = await signUp(server, "customer");
    const { booking, request } = await bookTrip(server, customer, staff);
    const rows: { id: string; status: string; from_code: string; to_code: string; earliest_at: Date }[] =
      await server.db.query(
        `SELECT l.id, l.status, fa.iata AS from_code, ta.iata AS to_code, l.earliest_at FROM empty_leg l
       JOIN airport fa ON fa.id = l.from_airport_id JOIN airport ta ON ta.id = l.to_airport_id WHERE l.source_booking_id = $1`,
        [booking.id],
      );
    expect(rows).toHaveLength(1);
    // The booking flies LHR → LBG: the aircraft comes back LBG → LHR, after it lands.
    expect(rows[0]).toMatchObject({ status: "DRAFT", from_code: "LBG", to_code: "LHR" });
    expect(rows[0]!.earliest_at.getTime()).toBeGreaterThan(new Date(request.legs[0]!.departsAtUtc as string).getTime());
    const drafted = ok(await server.graphql(ALL, {}, staff.headers)).allEmptyLegs.find((l) => l.id === rows[0]!.id)!;
    expect(drafted).toMatchObject({ fromBooking: true, priceUsd: null });
    // Staff price it before it can go out.
    expect(problemFields(await server.graphql(PUBLISH, { id: drafted.id }, staff.headers))).toContain("priceUsd");

    const roundTrip = await bookTrip(server, await signUp(server, "customer"), staff, {
      tripType: "ROUND_TRIP",
      legs: [
        { from: "LHR", to: "LBG", departAt: day("03-01") },
        { from: "LBG", to: "LHR", departAt: day("03-04") },
      ],
    });
    expect(
      await server.db.query(`SELECT 1 FROM empty_leg WHERE source_booking_id = $1`, [roundTrip.booking.id]),
    ).toHaveLength(0);
  });

  it("mails a confirmed alert once per matching leg, at most twice a week, never unconfirmed, never after unsubscribing", async () => {
    const unconfirmed = uniqueEmail("alert");
    ok(await server.graphql(ALERT, { input: { email: unconfirmed, from: "Nice", to: "GVA" } }));
    const email = await confirmedAlert({
      from: "Nice",
      to: "GVA",
      dateFrom: `${nextYear}-08-01`,
      dateTo: `${nextYear}-08-31`,
    });
    const other = await confirmedAlert({ from: "NCE", to: "LHR" });

    // Outside the dates: nothing.
    await publish(leg({ fromCode: "NCE", toCode: "GVA", earliestLocal: day("09-02"), latestLocal: day("09-03") }));
    const first = await publish(
      leg({ fromCode: "NCE", toCode: "GVA", earliestLocal: day("08-02"), latestLocal: day("08-03") }),
    );
    await outboxDrained();
    const mails = await alertMails(email);
    expect(mails).toHaveLength(1);
    expect(await alertMails(other)).toHaveLength(0);
    expect(await rawMails(server, unconfirmed)).toHaveLength(1); // its confirmation only
    const mail = parseEml(mails[0]!);
    expect(mail.text).toContain("Se ha publicado un vuelo vacío en tu ruta");
    expect(mail.text).toContain("Citation XLS+");
    expect(mail.link).toContain("/booking?from=NCE&to=GVA&category=midsize");
    const unsubscribe = /^<(.+)>$/.exec(header(mails[0]!, "List-Unsubscribe")!)![1]!;
    expect(header(mails[0]!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(unsubscribe);
    expect(
      await server.db.query(
        `SELECT 1 FROM route_alert_mail m JOIN route_alert a ON a.id = m.alert_id WHERE a.email = $1 AND m.empty_leg_id = $2`,
        [email, first.id],
      ),
    ).toHaveLength(1);

    // A second leg this week mails again; a third does not.
    await publish(leg({ fromCode: "NCE", toCode: "GVA", earliestLocal: day("08-05"), latestLocal: day("08-06") }));
    await publish(leg({ fromCode: "NCE", toCode: "GVA", earliestLocal: day("08-07"), latestLocal: day("08-08") }));
    await outboxDrained();
    expect(await alertMails(email)).toHaveLength(2);

    // A week later the cap has room again.
    await server.db.query(
      `UPDATE route_alert_mail SET sent_at = sent_at - interval '8 days' WHERE alert_id = (SELECT id FROM route_alert WHERE email = $1)`,
      [email],
    );
    await publish(leg({ fromCode: "NCE", toCode: "GVA", earliestLocal: day("08-09"), latestLocal: day("08-10") }));
    await outboxDrained();
    expect(await alertMails(email)).toHaveLength(3);

    // One-click unsubscribe as a mail client sends it (RFC 8058): a POST with the header's body, no page needed.
    const answer = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    await server.db.query(`UPDATE route_alert_mail SET sent_at = sent_at - interval '8 days'`);
    await publish(leg({ fromCode: "NCE", toCode: "GVA", earliestLocal: day("08-11"), latestLocal: day("08-12") }));
    await outboxDrained();
    expect(await alertMails(email)).toHaveLength(3);
    // The GET shows a page with a button; an unknown token is a 404.
    const page = await fetch(unsubscribe);
    expect(await page.text()).toContain('<html lang="es" dir="ltr">');
    expect(
      (await fetch(unsubscribe.replace(/token=[^&]+/, "token=" + "x".repeat(32)), { method: "POST" })).status,
    ).toBe(404);
  });

  it("checks alerts and limits them per address", async () => {
    const bad = await server.graphql(ALERT, { input: { email: "nope", from: "Atlantis", dateFrom: "soon" } });
    expect(problemFields(bad).toSorted()).toEqual(["input.dateFrom", "input.email", "input.from"].toSorted());
    expect(problemFields(await server.graphql(ALERT, { input: { email: uniqueEmail("alert") } }))).toEqual([
      "input.from",
    ]);
    let limited: unknown = null;
    for (let i = 0; i < 12 && !limited; i++) {
      // One client address (each call is its own client unless it names one).
      const answer = await server.graphql(
        ALERT,
        { input: { email: uniqueEmail("alert"), to: "LHR" } },
        { "x-forwarded-for": "203.0.113.31" },
      );
      if (errorCode(answer) === "RATE_LIMITED") limited = answer;
      else ok(answer);
    }
    expect(limited).not.toBeNull();
  });
});
