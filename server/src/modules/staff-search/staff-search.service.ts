import type { DataSource } from "typeorm";
import { badInput } from "../../core/errors.js";
import { likeContaining, SEARCH_MAX } from "../../core/search.js";
import { STAFF_SEARCH_MIN as SEARCH_MIN } from "../../core/rules/index.js";
import { RoleRank, type Viewer } from "../../core/viewer.js";
import { StaffSearchKind, type StaffSearchHit } from "./staff-search.js";

export const HITS_MAX = 10;

interface Row {
  kind: StaffSearchKind;
  id: string;
  title: string;
  detail: string;
  lead_id: string | null;
  exact: boolean;
  created_at: Date;
}

// One statement, two parts per kind: exact matches of a unique key (address, reference, number,
// code) on their own indexes, and "contains" matches newest first on the trigram indexes
// (migration StaffSearch). Each part is bounded, so a text that matches half the table costs as
// little as one that matches a row. $1 the LIKE pattern, $2 the text, $3 how many of each kind.
const LEAD = `SELECT 'LEAD' AS kind, id, contact_name AS title, concat_ws(' · ', email, company, phone) AS detail, id AS lead_id, created_at`;
const REQUEST = `SELECT 'REQUEST' AS kind, id, reference AS title, concat_ws(' · ', contact_name, contact_email, contact_company) AS detail, lead_id, created_at`;
const BOOKING = `SELECT 'BOOKING' AS kind, b.id, b.number AS title, concat_ws(' · ', b.route, r.contact_name, b.operator) AS detail, r.lead_id, b.created_at`;
const ACCOUNT = `SELECT 'ACCOUNT' AS kind, id, coalesce(nullif(user_metadata->>'name', ''), email, phone) AS title,
  concat_ws(' · ', email, nullif(phone, ''), role::text) AS detail, NULL::uuid AS lead_id, created_at`;
const LIKE = `LIKE $1 ESCAPE '\\'`;

const PARTS: Record<StaffSearchKind, string[]> = {
  [StaffSearchKind.LEAD]: [
    `${LEAD}, true AS exact FROM lead WHERE email = $2 ORDER BY created_at DESC, id DESC LIMIT $3`,
    `${LEAD}, false AS exact FROM lead WHERE search_text ${LIKE} ORDER BY created_at DESC, id DESC LIMIT $3`,
  ],
  [StaffSearchKind.REQUEST]: [
    `${REQUEST}, true AS exact FROM quote_request WHERE reference = upper($2)`,
    `${REQUEST}, false AS exact FROM quote_request WHERE search_text ${LIKE} ORDER BY created_at DESC, id DESC LIMIT $3`,
  ],
  [StaffSearchKind.BOOKING]: [
    // confirmation_code is char(6): compared as such, so its unique index serves.
    `${BOOKING}, true AS exact FROM booking b JOIN quote_request r ON r.id = b.quote_request_id
       WHERE b.number = upper($2) OR b.confirmation_code = upper($2)::bpchar`,
    `${BOOKING}, false AS exact FROM booking b JOIN quote_request r ON r.id = b.quote_request_id
       WHERE b.search_text ${LIKE} ORDER BY b.created_at DESC, b.id DESC LIMIT $3`,
    // A booking is found by its customer's name or address too: through the request it came from.
    `${BOOKING}, false AS exact FROM quote_request r JOIN booking b ON b.quote_request_id = r.id
       WHERE r.search_text ${LIKE} ORDER BY b.created_at DESC, b.id DESC LIMIT $3`,
  ],
  [StaffSearchKind.ACCOUNT]: [
    `${ACCOUNT}, true AS exact FROM auth_user WHERE email = $2`,
    `${ACCOUNT}, false AS exact FROM auth_user WHERE search_text ${LIKE} ORDER BY created_at DESC, id DESC LIMIT $3`,
  ],
};

/**
 * The back office's search across leads, quote requests, bookings and (for admins, who manage
 * them) accounts: by name, email, phone, company, reference, booking number, confirmation code,
 * route or operator. Exact matches of a reference, number, code or address come first, then the
 * newest of each kind.
 */
export class StaffSearchService {
  constructor(private readonly db: DataSource) {}

  async search(viewer: Viewer, text: string, first = 5): Promise<StaffSearchHit[]> {
    const typed = text.trim().toLowerCase();
    if ([...typed].length < SEARCH_MIN || typed.length > SEARCH_MAX)
      throw badInput([{ field: "text", message: `${SEARCH_MIN} to ${SEARCH_MAX} characters.` }]);
    if (!Number.isInteger(first) || first < 1 || first > HITS_MAX)
      throw badInput([{ field: "first", message: `1 to ${HITS_MAX}.` }]);
    const pattern = likeContaining(typed);
    const kinds = Object.values(StaffSearchKind).filter(
      (kind) => kind !== StaffSearchKind.ACCOUNT || RoleRank[viewer.role] >= RoleRank.ADMIN,
    );
    const sql = kinds.flatMap((kind) => PARTS[kind].map((part) => `(${part})`)).join("\nUNION ALL\n");
    const rows = (await this.db.query(sql, [pattern, typed, first])) as Row[];
    // Exact matches lead; then each kind in its order (leads first), newest first, a row once, at most `first` of a kind.
    const order = (row: Row) => kinds.indexOf(row.kind);
    const seen = new Set<string>();
    const perKind = new Map<StaffSearchKind, number>();
    const hits: StaffSearchHit[] = [];
    const sorted = rows.toSorted(
      (a, b) =>
        Number(b.exact) - Number(a.exact) || order(a) - order(b) || b.created_at.getTime() - a.created_at.getTime(),
    );
    for (const row of sorted) {
      const key = `${row.kind}:${row.id}`;
      const count = perKind.get(row.kind) ?? 0;
      if (seen.has(key) || count >= first) continue;
      seen.add(key);
      perKind.set(row.kind, count + 1);
      hits.push({ kind: row.kind, id: row.id, title: row.title, detail: row.detail, leadId: row.lead_id });
    }
    return hits;
  }
}
