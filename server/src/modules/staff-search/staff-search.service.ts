import type { DataSource } from "typeorm";
import { badInput } from "../../core/errors.js";
import { SEARCH_MAX } from "../../core/search.js";
import { RoleRank, type Viewer } from "../../core/viewer.js";
import { StaffSearchKind, type StaffSearchHit } from "./staff-search.js";

export const SEARCH_MIN = 2;
export const HITS_MAX = 10;

interface Row {
  id: string;
  title: string;
  detail: string;
  lead_id: string | null;
  exact: boolean;
}

// One query per kind, each on its table's trigram index (migration StaffSearch), newest first after
// exact matches of a reference, a number, a code or an address; $1 is the LIKE pattern, $2 the text.
const QUERIES: Record<StaffSearchKind, string> = {
  [StaffSearchKind.LEAD]: `
    SELECT id, contact_name AS title, concat_ws(' · ', email, company, phone) AS detail, id AS lead_id,
           email = $2 AS exact
    FROM lead WHERE search_text LIKE $1 ESCAPE '\\'
    ORDER BY email = $2 DESC, created_at DESC, id DESC LIMIT $3`,
  [StaffSearchKind.REQUEST]: `
    SELECT id, reference AS title, concat_ws(' · ', contact_name, contact_email, contact_company) AS detail, lead_id,
           lower(reference) = $2 OR contact_email = $2 AS exact
    FROM quote_request WHERE search_text LIKE $1 ESCAPE '\\'
    ORDER BY lower(reference) = $2 OR contact_email = $2 DESC, created_at DESC, id DESC LIMIT $3`,
  [StaffSearchKind.BOOKING]: `
    SELECT b.id, b.number AS title, concat_ws(' · ', b.route, r.contact_name, b.operator) AS detail, r.lead_id,
           lower(b.number) = $2 OR lower(b.confirmation_code) = $2 AS exact
    FROM booking b JOIN quote_request r ON r.id = b.quote_request_id
    WHERE b.search_text LIKE $1 ESCAPE '\\' OR r.search_text LIKE $1 ESCAPE '\\'
    ORDER BY lower(b.number) = $2 OR lower(b.confirmation_code) = $2 DESC, b.created_at DESC, b.id DESC LIMIT $3`,
  [StaffSearchKind.ACCOUNT]: `
    SELECT id, coalesce(nullif(user_metadata->>'name', ''), email, phone) AS title,
           concat_ws(' · ', email, nullif(phone, ''), role::text) AS detail, NULL AS lead_id, email = $2 AS exact
    FROM auth_user WHERE search_text LIKE $1 ESCAPE '\\'
    ORDER BY email = $2 DESC, created_at DESC, id DESC LIMIT $3`,
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
    const pattern = `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const kinds = Object.values(StaffSearchKind).filter(
      (kind) => kind !== StaffSearchKind.ACCOUNT || RoleRank[viewer.role] >= RoleRank.ADMIN,
    );
    const found = await Promise.all(
      kinds.map(async (kind) => {
        const rows = (await this.db.query(QUERIES[kind], [pattern, typed, first])) as Row[];
        return rows.map((row) => ({ kind, row }));
      }),
    );
    // Exact matches of any kind lead; otherwise the kinds keep their order (leads first).
    return found
      .flat()
      .toSorted((a, b) => Number(b.row.exact) - Number(a.row.exact))
      .map(({ kind, row }) => ({ kind, id: row.id, title: row.title, detail: row.detail, leadId: row.lead_id }));
  }
}
