import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erasePassengers, remindManifests } from "../../server/src/modules/passengers/passenger-jobs.js";
import { dumpDatabase } from "../support/database-dump.js";
import { at, bookTrip, errorCode, ok, problemFields, signUp, type TestUser } from "../support/charter.js";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { mailFilesTo, parseEml, type ReceivedMail } from "../support/mailbox.js";
import { until } from "../support/until.js";
import { graphql } from "./__generated__/index.js";
import { startTestServer, startTestServerCopy, type TestServer } from "../support/server.js";
import { authClient, uniqueEmail } from "../support/auth-client.js";
import type { PassengerDetailsInput } from "./__generated__/graphql.js";

// A booking's passengers: the most sensitive data we hold. Per leg, within the seats booked; typed by
// the booker or entered by the passenger through a one-time link (then masked for the booker);
// sealed at rest; seen only by the booker and the staff who work the booking, each read audited;
// erased after the trip, exported and erased with the account.

const MANIFEST = graphql(`
  query Passengers_Manifest($bookingId: ID!) {
    bookingManifest(bookingId: $bookingId) {
      bookingId
      deadline
      complete
      erasedAt
      legs {
        position
        from
        to
        seats
        named
        unnamedSeats
        incompletePassengers
        missingFields
      }
      passengers {
        id
        legs
        enteredBy
        pending
        masked
        fullName
        dateOfBirth
        birthYear
        nationality
        passportNumber
        passportExpiry
        missing
        link {
          email
          usedAt
          expired
        }
      }
    }
  }
`);

const ADD = graphql(`
  mutation Passengers_Add($bookingId: ID!, $input: NewPassengerInput!) {
    addPassenger(bookingId: $bookingId, input: $input) {
      id
      legs
      fullName
      passportNumber
      missing
    }
  }
`);

const UPDATE = graphql(`
  mutation Passengers_Update($id: ID!, $input: PassengerChangeInput!) {
    updatePassenger(id: $id, input: $input) {
      id
      legs
      passportNumber
      missing
    }
  }
`);

const REMOVE = graphql(`
  mutation Passengers_Remove($id: ID!) {
    removePassenger(id: $id)
  }
`);

const INVITE = graphql(`
  mutation Passengers_Invite($input: PassengerInviteInput!) {
    invitePassenger(input: $input) {
      id
      pending
      missing
      link {
        email
        expired
      }
    }
  }
`);

const INVITATION = graphql(`
  query Passengers_Invitation($token: String!) {
    passengerInvitation(token: $token) {
      route
      bookerName
      legs {
        from
        to
        departAt
      }
    }
  }
`);

const SUBMIT = graphql(`
  mutation Passengers_Submit($token: String!, $input: PassengerDetailsInput!) {
    submitPassengerDetails(token: $token, input: $input)
  }
`);

const SAVED = graphql(`
  query Passengers_Saved {
    mySavedPassengers {
      id
      fullName
      passportNumber
      missing
    }
  }
`);

const SAVE = graphql(`
  mutation Passengers_Save($input: PassengerDetailsInput!) {
    savePassenger(input: $input) {
      id
      fullName
    }
  }
`);

const DEADLINE = graphql(`
  mutation Passengers_Deadline($bookingId: ID!, $deadline: DateTimeISO) {
    setManifestDeadline(bookingId: $bookingId, deadline: $deadline) {
      deadline
      complete
    }
  }
`);

const MY_BOOKING_STATUS = graphql(`
  query Passengers_MyBookings {
    myBookings(first: 20) {
      edges {
        node {
          id
          manifest {
            complete
            deadline
            legs {
              position
              unnamedSeats
              incompletePassengers
              missingFields
            }
          }
        }
      }
    }
  }
`);

const DELETE_ACCOUNT = graphql(`
  mutation Passengers_DeleteAccount($email: String!) {
    deleteMyAccount(confirmEmail: $email)
  }
`);

const PASSENGER_AUDIT = graphql(`
  query Passengers_Audit {
    auditLog(subjects: [PASSENGERS], first: 100) {
      edges {
        node {
          action
          entity
          entityId
          actor {
            id
          }
        }
      }
    }
  }
`);

const nextYear = new Date().getUTCFullYear() + 1;

function ada(overrides: Partial<PassengerDetailsInput> = {}): PassengerDetailsInput {
  return {
    fullName: "Ada Lovelace",
    dateOfBirth: "1985-12-10",
    nationality: "GB",
    passportNumber: "K1234567",
    passportExpiry: `${nextYear + 3}-06-30`,
    ...overrides,
  };
}

describe("passengers of a booking", () => {
  let server: TestServer;
  let staff: TestUser;
  let admin: TestUser;

  /** A round trip LHR → JFK → LHR for `seats`, booked by a new customer; the lead is assigned to `staff`. */
  async function booked(seats = 2) {
    const customer = await signUp(server);
    const { booking, request } = await bookTrip(server, customer, staff, {
      tripType: "ROUND_TRIP",
      passengers: seats,
      legs: [
        { from: "LHR", to: "JFK", departAt: at("03-01", "09:30") },
        { from: "JFK", to: "LHR", departAt: at("03-08", "17:15") },
      ],
    });
    await server.db.query(
      `UPDATE lead SET assignee_user_id = $1 WHERE id = (SELECT lead_id FROM quote_request WHERE id = $2)`,
      [staff.userId, request.id],
    );
    return { customer, booking, request };
  }

  /** The first mail to `to` that `matches` (others, such as a booking's confirmation, may come meanwhile). */
  async function mailTo(to: string, matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
    return until(
      async () => {
        for (const file of await mailFilesTo(server.dataDir, to)) {
          const mail = parseEml(await readFile(path.join(server.dataDir, "mail", file), "utf8"));
          if (matches(mail)) return mail;
        }
        return undefined;
      },
      { failure: () => `no such mail to ${to}` },
    );
  }

  /** The token of the passenger link emailed to `email`. */
  async function linkTokenFor(email: string): Promise<string> {
    const mail = await mailTo(email, (m) => Boolean(m.link?.includes("/passenger/")));
    const token = /\/passenger\/([\w-]+)/.exec(mail.link ?? "")?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  beforeAll(async () => {
    server = await startTestServer({ MAILER_AUTOCONFIRM: "true", PASSENGER_JOBS_INTERVAL_SECONDS: "0" });
    staff = await signUp(server, "staff");
    admin = await signUp(server, "admin");
  });
  afterAll(() => server?.close());

  it("lets the booker add, correct and remove passengers per leg, and shows what is missing", async () => {
    const { customer, booking } = await booked(2);
    const full = ok(
      await server.graphql(ADD, { bookingId: booking.id, input: { legs: [0, 1], details: ada() } }, customer.headers),
    );
    expect(full.addPassenger).toMatchObject({
      legs: [0, 1],
      fullName: "Ada Lovelace",
      passportNumber: "K1234567",
      missing: [],
    });
    // A name is enough to hold the seat: the rest is reported missing.
    const partial = ok(
      await server.graphql(
        ADD,
        { bookingId: booking.id, input: { legs: [1], details: { fullName: "Charles Babbage" } } },
        customer.headers,
      ),
    ).addPassenger;
    expect(partial.missing).toEqual(["DATE_OF_BIRTH", "NATIONALITY", "PASSPORT_NUMBER", "PASSPORT_EXPIRY"]);

    const status = ok(await server.graphql(MY_BOOKING_STATUS, {}, customer.headers)).myBookings.edges[0]!.node.manifest;
    expect(status.complete).toBe(false);
    expect(status.legs).toEqual([
      { position: 0, unnamedSeats: 1, incompletePassengers: 0, missingFields: [] },
      {
        position: 1,
        unnamedSeats: 0,
        incompletePassengers: 1,
        missingFields: ["DATE_OF_BIRTH", "NATIONALITY", "PASSPORT_NUMBER", "PASSPORT_EXPIRY"],
      },
    ]);

    const fixed = ok(
      await server.graphql(
        UPDATE,
        {
          id: partial.id,
          input: { legs: [0, 1], details: ada({ fullName: "Charles Babbage", passportNumber: "p 765 4321" }) },
        },
        customer.headers,
      ),
    ).updatePassenger;
    expect(fixed).toMatchObject({ legs: [0, 1], passportNumber: "P7654321", missing: [] });
    const manifest = ok(await server.graphql(MANIFEST, { bookingId: booking.id }, customer.headers)).bookingManifest;
    expect(manifest.complete).toBe(true);
    expect(manifest.passengers.map((p) => p.fullName)).toEqual(["Ada Lovelace", "Charles Babbage"]);

    expect(ok(await server.graphql(REMOVE, { id: partial.id }, customer.headers)).removePassenger).toBe(true);
    const after = ok(await server.graphql(MANIFEST, { bookingId: booking.id }, customer.headers)).bookingManifest;
    expect(after.passengers).toHaveLength(1);
    expect(after.legs.map((l) => l.unnamedSeats)).toEqual([1, 1]);
  });

  it("refuses faulty details and full legs, naming the field", async () => {
    const { customer, booking } = await booked(1);
    const add = (legs: number[], details: PassengerDetailsInput) =>
      server.graphql(ADD, { bookingId: booking.id, input: { legs, details } }, customer.headers);
    expect(problemFields(await add([0], ada({ dateOfBirth: `${nextYear}-01-01` })))).toEqual([
      "input.details.dateOfBirth",
    ]);
    // The return leg flies on 8 March: a passport ending on the 7th is refused for it.
    const expiring = await add([0, 1], ada({ passportExpiry: `${nextYear}-03-07` }));
    expect(problemFields(expiring)).toEqual(["input.details.passportExpiry"]);
    expect(expiring.errors![0]!.message).toContain(`expires before the flight on ${nextYear}-03-08`);
    expect(problemFields(await add([0], ada({ nationality: "XX" })))).toEqual(["input.details.nationality"]);
    expect(problemFields(await add([0], ada({ passportNumber: "12" })))).toEqual(["input.details.passportNumber"]);
    expect(problemFields(await add([0], ada({ dateOfBirth: "1985-02-30" })))).toEqual(["input.details.dateOfBirth"]);
    expect(problemFields(await add([5], ada()))).toEqual(["input.legs"]);
    // One seat booked: the second passenger on a leg is refused.
    ok(await add([0], ada()));
    expect(problemFields(await add([0, 1], ada({ fullName: "Second Seat" })))).toEqual(["input.legs"]);
    ok(await add([1], ada({ fullName: "Return Only" })));
  });

  it("shows the manifest to the booker and the staff who work the booking only; every read is audited", async () => {
    const { customer, booking } = await booked(2);
    ok(await server.graphql(ADD, { bookingId: booking.id, input: { legs: [0], details: ada() } }, customer.headers));
    const stranger = await signUp(server);
    const otherStaff = await signUp(server, "staff");
    const read = (headers: Record<string, string>) => server.graphql(MANIFEST, { bookingId: booking.id }, headers);

    expect(errorCode(await read({}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await read(stranger.headers))).toBe("NOT_FOUND");
    expect(errorCode(await read(otherStaff.headers))).toBe("NOT_FOUND");
    expect(
      errorCode(
        await server.graphql(ADD, { bookingId: booking.id, input: { legs: [0], details: ada() } }, stranger.headers),
      ),
    ).toBe("NOT_FOUND");
    expect(
      errorCode(
        await server.graphql(
          DEADLINE,
          { bookingId: booking.id, deadline: new Date(Date.now() + 86_400_000).toISOString() },
          otherStaff.headers,
        ),
      ),
    ).toBe("NOT_FOUND");

    for (const reader of [staff, admin]) {
      const manifest = ok(await read(reader.headers)).bookingManifest;
      expect(manifest.passengers[0]).toMatchObject({
        passportNumber: "K1234567",
        dateOfBirth: "1985-12-10",
        masked: false,
      });
    }
    const audited = (await server.db.query(
      `SELECT actor_user_id FROM audit_log WHERE action = 'passengers.read' AND entity = 'booking_passengers' AND entity_id = $1 ORDER BY at`,
      [booking.id],
    )) as { actor_user_id: string }[];
    expect(audited.map((row) => row.actor_user_id)).toEqual([staff.userId, admin.userId]);
    ok(await read(customer.headers));
    const [last] = (await server.db.query(
      `SELECT actor_user_id FROM audit_log WHERE action = 'passengers.read' AND entity_id = $1 ORDER BY at DESC LIMIT 1`,
      [booking.id],
    )) as { actor_user_id: string }[];
    expect(last!.actor_user_id).toBe(customer.userId);
    // Admins read the trail back under its own subject: who opened which booking's passengers.
    const trail = ok(await server.graphql(PASSENGER_AUDIT, {}, admin.headers)).auditLog.edges.map((e) => e.node);
    const reads = trail.filter((entry) => entry.action === "passengers.read" && entry.entityId === booking.id);
    expect(reads.map((entry) => entry.actor?.id).toSorted()).toEqual(
      [staff.userId, admin.userId, customer.userId].toSorted(),
    );
    expect(trail.find((entry) => entry.action === "passengers.add" && entry.entityId === booking.id)).toMatchObject({
      entity: "booking_passengers",
      actor: { id: customer.userId },
    });
  });

  it("lets a passenger enter their own details once through an expiring link; the booker sees them masked", async () => {
    const { customer, booking } = await booked(2);
    const email = uniqueEmail("passenger");
    const invited = ok(
      await server.graphql(
        INVITE,
        { input: { bookingId: booking.id, legs: [0, 1], email, locale: "ar" } },
        customer.headers,
      ),
    ).invitePassenger;
    expect(invited).toMatchObject({ pending: true, link: { email, expired: false } });
    // In the language the booker chose for the passenger.
    const mail = await mailTo(email, (m) => m.text.includes("إدخال بياناتي"));
    expect(mail.text).toContain("LHR → JFK, JFK → LHR");
    const token = await linkTokenFor(email);

    const invitation = ok(await server.graphql(INVITATION, { token })).passengerInvitation;
    expect(invitation.route).toBe("LHR → JFK, JFK → LHR");
    expect(invitation.legs).toHaveLength(2);
    // All five details are needed from the passenger.
    expect(problemFields(await server.graphql(SUBMIT, { token, input: { fullName: "Grace Hopper" } }))).toEqual([
      "input.dateOfBirth",
      "input.nationality",
      "input.passportNumber",
      "input.passportExpiry",
    ]);
    const grace = ada({
      fullName: "Grace Hopper",
      dateOfBirth: "1976-12-09",
      nationality: "US",
      passportNumber: "US9876543",
    });
    expect(ok(await server.graphql(SUBMIT, { token, input: grace })).submitPassengerDetails).toBe(true);

    // Used: refused, on the page and for another submission.
    expect(errorCode(await server.graphql(INVITATION, { token }))).toBe("CONFLICT");
    expect(errorCode(await server.graphql(SUBMIT, { token, input: grace }))).toBe("CONFLICT");
    expect(errorCode(await server.graphql(INVITATION, { token: "x".repeat(43) }))).toBe("NOT_FOUND");

    const seen = ok(await server.graphql(MANIFEST, { bookingId: booking.id }, customer.headers)).bookingManifest
      .passengers[0]!;
    expect(seen).toMatchObject({
      enteredBy: "PASSENGER",
      pending: false,
      masked: true,
      fullName: "Grace Hopper",
      dateOfBirth: null,
      birthYear: 1976,
      nationality: "US",
      passportNumber: "•••••6543",
    });
    // The booker may not rewrite what the passenger entered.
    expect(errorCode(await server.graphql(UPDATE, { id: seen.id, input: { details: ada() } }, customer.headers))).toBe(
      "CONFLICT",
    );
    // Staff who work the booking see it in full.
    const forStaff = ok(await server.graphql(MANIFEST, { bookingId: booking.id }, staff.headers)).bookingManifest;
    expect(forStaff.passengers[0]).toMatchObject({
      passportNumber: "US9876543",
      dateOfBirth: "1976-12-09",
      masked: false,
    });
  });

  it("refuses an expired link, and one of a cancelled trip", async () => {
    const { customer, booking } = await booked(1);
    const email = uniqueEmail("late");
    const invited = ok(
      await server.graphql(INVITE, { input: { bookingId: booking.id, legs: [0], email } }, customer.headers),
    ).invitePassenger;
    const token = await linkTokenFor(email);
    await server.db.query(
      `UPDATE passenger_link SET expires_at = now() - interval '1 minute' WHERE passenger_id = $1`,
      [invited.id],
    );
    expect(errorCode(await server.graphql(INVITATION, { token }))).toBe("FORBIDDEN");
    expect(errorCode(await server.graphql(SUBMIT, { token, input: ada() }))).toBe("FORBIDDEN");
    const manifest = ok(await server.graphql(MANIFEST, { bookingId: booking.id }, customer.headers)).bookingManifest;
    expect(manifest.passengers[0]!.link).toMatchObject({ expired: true, usedAt: null });

    // A link of a cancelled trip is refused too, however fresh.
    const again = uniqueEmail("cancelled");
    ok(
      await server.graphql(
        INVITE,
        { input: { bookingId: booking.id, legs: [0], email: again, passengerId: invited.id } },
        customer.headers,
      ),
    );
    const fresh = await linkTokenFor(again);
    // The new link ends the earlier one.
    expect(errorCode(await server.graphql(INVITATION, { token }))).toBe("NOT_FOUND");
    expect(ok(await server.graphql(INVITATION, { token: fresh })).passengerInvitation.legs).toHaveLength(1);
    await server.db.query(`UPDATE booking SET status = 'CANCELLED' WHERE id = $1`, [booking.id]);
    expect(errorCode(await server.graphql(SUBMIT, { token: fresh, input: ada() }))).toBe("FORBIDDEN");
  });

  it("keeps no passport number or birth date in clear in the database", async () => {
    const { customer, booking } = await booked(2);
    ok(
      await server.graphql(
        ADD,
        {
          bookingId: booking.id,
          input: { legs: [0], details: ada({ passportNumber: "ZX90817263", dateOfBirth: "1961-04-12" }), save: true },
        },
        customer.headers,
      ),
    );
    const dump = await dumpDatabase(server);
    expect(dump).toContain("booking_passenger");
    expect(dump).not.toContain("ZX90817263");
    expect(dump).not.toContain("1961-04-12");
  });

  it("keeps saved passengers on the account and picks them for a leg", async () => {
    const { customer, booking } = await booked(2);
    const saved = ok(
      await server.graphql(SAVE, { input: ada({ fullName: "Mary Somerville" }) }, customer.headers),
    ).savePassenger;
    expect(ok(await server.graphql(SAVED, {}, customer.headers)).mySavedPassengers).toEqual([
      { id: saved.id, fullName: "Mary Somerville", passportNumber: "K1234567", missing: [] },
    ]);
    const stranger = await signUp(server);
    expect(ok(await server.graphql(SAVED, {}, stranger.headers)).mySavedPassengers).toEqual([]);
    expect(
      errorCode(
        await server.graphql(
          ADD,
          { bookingId: booking.id, input: { legs: [0], savedPassengerId: saved.id } },
          stranger.headers,
        ),
      ),
    ).toBe("NOT_FOUND");
    const picked = ok(
      await server.graphql(
        ADD,
        { bookingId: booking.id, input: { legs: [0, 1], savedPassengerId: saved.id } },
        customer.headers,
      ),
    ).addPassenger;
    expect(picked).toMatchObject({ fullName: "Mary Somerville", passportNumber: "K1234567", missing: [] });
  });

  it("includes passengers in the account's data download, and erases them with the account", async () => {
    const { customer, booking } = await booked(2);
    ok(
      await server.graphql(
        ADD,
        { bookingId: booking.id, input: { legs: [0], details: ada({ fullName: "Export Person" }), save: true } },
        customer.headers,
      ),
    );
    const response = await fetch(`${server.url}/api/account/data.json`, { headers: customer.headers });
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      booking_passengers: { booking: string; fullName: string; passportNumber: string }[];
      saved_passengers: { fullName: string }[];
    };
    expect(data.booking_passengers).toEqual([
      expect.objectContaining({ booking: booking.number, fullName: "Export Person", passportNumber: "K1234567" }),
    ]);
    expect(data.saved_passengers.map((p) => p.fullName)).toEqual(["Export Person"]);

    // Closing the account erases them; the booking itself is kept for the accounts.
    expect(ok(await server.graphql(DELETE_ACCOUNT, { email: customer.email }, customer.headers)).deleteMyAccount).toBe(
      true,
    );
    const left = (await server.db.query(
      `SELECT (SELECT count(*) FROM booking_passenger WHERE booking_id = $1)::int AS passengers,
              (SELECT count(*) FROM saved_passenger WHERE user_id = $2)::int AS saved`,
      [booking.id, customer.userId],
    )) as { passengers: number; saved: number }[];
    expect(left[0]).toEqual({ passengers: 0, saved: 0 });
    expect(await server.db.query(`SELECT 1 FROM booking WHERE id = $1`, [booking.id])).toHaveLength(1);
  });

  it("erases a booking's passengers the set number of days after its last leg", async () => {
    const { customer, booking } = await booked(2);
    ok(await server.graphql(ADD, { bookingId: booking.id, input: { legs: [0, 1], details: ada() } }, customer.headers));
    const [{ last }] = (await server.db.query(
      `SELECT max(l.departs_at) AS last FROM quote_request_leg l JOIN booking b ON b.quote_request_id = l.quote_request_id WHERE b.id = $1`,
      [booking.id],
    )) as [{ last: Date }];
    const day = 86_400_000;
    expect(await erasePassengers(server.db, 30, new Date(last.getTime() + 29 * day))).not.toContain(booking.id);
    expect(
      ok(await server.graphql(MANIFEST, { bookingId: booking.id }, customer.headers)).bookingManifest.passengers,
    ).toHaveLength(1);

    expect(await erasePassengers(server.db, 30, new Date(last.getTime() + 31 * day))).toContain(booking.id);
    const manifest = ok(await server.graphql(MANIFEST, { bookingId: booking.id }, customer.headers)).bookingManifest;
    expect(manifest.passengers).toEqual([]);
    expect(manifest.erasedAt).not.toBeNull();
    expect(
      errorCode(
        await server.graphql(ADD, { bookingId: booking.id, input: { legs: [0], details: ada() } }, customer.headers),
      ),
    ).toBe("CONFLICT");
    // Idempotent: nothing more the next time.
    expect(await erasePassengers(server.db, 30, new Date(last.getTime() + 32 * day))).not.toContain(booking.id);
  });

  it("emails the booker once before the deadline staff set while the manifest is incomplete", async () => {
    const { customer, booking } = await booked(2);
    await server.db.query(`UPDATE auth_user SET locale = 'es' WHERE id = $1`, [customer.userId]);
    const deadline = new Date(Date.now() + 10 * 86_400_000);
    expect(
      ok(await server.graphql(DEADLINE, { bookingId: booking.id, deadline: deadline.toISOString() }, staff.headers))
        .setManifestDeadline,
    ).toEqual({
      deadline: deadline.toISOString(),
      complete: false,
    });
    const settings = { reminderDays: 3, siteUrl: server.url };
    // Too early: ten days before.
    expect(await remindManifests(server.db, settings, new Date())).not.toContain(booking.id);
    const soon = new Date(deadline.getTime() - 2 * 86_400_000);
    expect(await remindManifests(server.db, settings, soon)).toContain(booking.id);
    const mail = await mailTo(customer.email, (m) => m.text.includes(booking.number) && m.text.includes("plaza(s)"));
    // Two seats on each of the two legs.
    expect(mail.text).toContain("Falta: 4 plaza(s) en sus tramos sin pasajero y 0 pasajero(s) con datos por completar");
    // Sent once.
    expect(await remindManifests(server.db, settings, soon)).toEqual([]);
  });
});

describe("passengers' keys", () => {
  it("seals the details again under a new first key at start, and a copy with the new key alone reads them", async () => {
    const [oldKey, newKey] = [randomBytes(32).toString("base64"), randomBytes(32).toString("base64")];
    const env = { MAILER_AUTOCONFIRM: "true", PASSENGER_JOBS_INTERVAL_SECONDS: "0" };
    const server = await startTestServer({ ...env, PASSENGER_ENCRYPTION_KEYS: oldKey });
    try {
      const staff = await signUp(server, "staff");
      const customer = await signUp(server);
      const { booking } = await bookTrip(server, customer, staff);
      ok(await server.graphql(ADD, { bookingId: booking.id, input: { legs: [0], details: ada() } }, customer.headers));
      const sealed = async () =>
        (
          (await server.db.query(`SELECT details FROM booking_passenger WHERE booking_id = $1`, [booking.id])) as {
            details: string;
          }[]
        )[0]!.details;
      const before = await sealed();
      expect(before).toMatch(/^enc:v1:[0-9a-f]{8}:/);

      /** The customer's passport number as a server copy reads it, signed in on that copy. */
      const passportOn = async (copy: TestServer) => {
        const { data, error } = await authClient(copy.url).signInWithPassword({
          email: customer.email,
          password: "Jet-set-2026",
        });
        if (error) throw error;
        const headers = { authorization: `Bearer ${data.session!.access_token}` };
        return ok(await copy.graphql(MANIFEST, { bookingId: booking.id }, headers)).bookingManifest.passengers[0]!
          .passportNumber;
      };
      const rotated = await startTestServerCopy(server, { ...env, PASSENGER_ENCRYPTION_KEYS: `${newKey},${oldKey}` });
      try {
        expect((await sealed()).split(":")[2]).not.toBe(before.split(":")[2]);
        expect(await passportOn(rotated)).toBe("K1234567");
      } finally {
        await rotated.close();
      }
      const newOnly = await startTestServerCopy(server, { ...env, PASSENGER_ENCRYPTION_KEYS: newKey });
      try {
        expect(await passportOn(newOnly)).toBe("K1234567");
      } finally {
        await newOnly.close();
      }
    } finally {
      await server.close();
    }
  });
});
