import type { Queryable } from "../../core/queryable.js";

// What the trip's emails say about a request, read in the caller's transaction: the request's
// contact, its route and first departure, and the language its customer reads.

export interface RequestFacts {
  id: string;
  reference: string;
  leadId: string;
  /** The lead's staff member, when one took it. */
  assigneeUserId: string | null;
  contactName: string;
  /** The account's address when the request has an owner, else the one given on the request. */
  email: string;
  /** The account's language, else the request's. */
  locale: string;
  passengers: number;
  route: string;
  firstDepartLocal: string;
}

export interface StaffRecipient {
  userId: string;
  email: string;
  name: string | null;
  locale: string;
}

export async function requestFacts(db: Queryable, requestId: string): Promise<RequestFacts | null> {
  const [row] = (await db.query(
    `SELECT r.id, r.reference, r.lead_id AS "leadId", ld.assignee_user_id AS "assigneeUserId",
            r.contact_name AS "contactName", COALESCE(u.email, r.contact_email) AS email,
            COALESCE(u.locale, r.locale) AS locale, r.passengers,
            legs.route, legs.first AS "firstDepartLocal"
       FROM quote_request r
       JOIN lead ld ON ld.id = r.lead_id
       LEFT JOIN auth_user u ON u.id = r.customer_user_id
       CROSS JOIN LATERAL (
         SELECT (array_agg(l.from_code ORDER BY l.position))[1] || ' → ' || string_agg(l.to_code, ' → ' ORDER BY l.position) AS route,
                (array_agg(l.depart_local ORDER BY l.position))[1] AS first
           FROM quote_request_leg l WHERE l.quote_request_id = r.id
       ) legs
      WHERE r.id = $1`,
    [requestId],
  )) as RequestFacts[];
  return row ?? null;
}

/** Staff and admins who can be written to: confirmed, not banned. */
const ACTIVE_STAFF = `u.role IN ('staff', 'admin') AND u.email IS NOT NULL AND u.email_confirmed_at IS NOT NULL
  AND (u.banned_until IS NULL OR u.banned_until <= now())`;

const STAFF_COLUMNS = `u.id AS "userId", u.email, NULLIF(u.user_metadata->>'name', '') AS name, u.locale`;

/** Staff whose new-lead setting is `setting` (no saved setting means "at once"). */
export async function staffByNewLeadSetting(
  db: Queryable,
  setting: "AT_ONCE" | "DAILY_DIGEST",
): Promise<(StaffRecipient & { digestThrough: Date | null })[]> {
  return (await db.query(
    `SELECT ${STAFF_COLUMNS}, p.digest_through AS "digestThrough"
       FROM auth_user u LEFT JOIN staff_preference p ON p.user_id = u.id
      WHERE ${ACTIVE_STAFF} AND COALESCE(p.new_lead_mail, 'AT_ONCE') = $1
      ORDER BY u.email`,
    [setting],
  )) as (StaffRecipient & { digestThrough: Date | null })[];
}

export async function staffMember(db: Queryable, userId: string): Promise<StaffRecipient | null> {
  const [row] = (await db.query(`SELECT ${STAFF_COLUMNS} FROM auth_user u WHERE u.id = $1 AND ${ACTIVE_STAFF}`, [
    userId,
  ])) as StaffRecipient[];
  return row ?? null;
}
