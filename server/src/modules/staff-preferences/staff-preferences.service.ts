import type { DataSource } from "typeorm";
import { badInput } from "../../core/errors.js";
import { LeadBoardLayout, NewLeadMail } from "./staff-preferences.enums.js";
import type { LeadBoardView, StaffPreferences } from "./staff-preferences.js";

const SEARCH_MAX = 200;

interface PreferenceRow {
  new_lead_mail: NewLeadMail;
  lead_board: LeadBoardView | null;
}

/** A staff member's own settings: how they hear of new leads, and the lead board as they left it. */
export class StaffPreferencesService {
  constructor(private readonly db: DataSource) {}

  async get(userId: string): Promise<StaffPreferences> {
    const [row] = (await this.db.query(`SELECT new_lead_mail, lead_board FROM staff_preference WHERE user_id = $1`, [
      userId,
    ])) as PreferenceRow[];
    return { newLeadMail: row?.new_lead_mail ?? NewLeadMail.AT_ONCE, leadBoard: row?.lead_board ?? null };
  }

  /** Changes the fields given; the rest keep their value. */
  async save(
    userId: string,
    input: { newLeadMail?: NewLeadMail | null; leadBoard?: LeadBoardView | null },
  ): Promise<StaffPreferences> {
    const board = input.leadBoard ?? null;
    if (board && board.search.length > SEARCH_MAX)
      throw badInput([{ field: "leadBoard.search", message: `At most ${SEARCH_MAX} characters.` }]);
    // A digest starts from the moment it is chosen, not from the first lead ever.
    await this.db.query(
      `INSERT INTO staff_preference (user_id, new_lead_mail, lead_board, digest_through)
       VALUES ($1, COALESCE($2, 'AT_ONCE'), $3::jsonb, CASE WHEN $2 = 'DAILY_DIGEST' THEN now() END)
       ON CONFLICT (user_id) DO UPDATE SET
         new_lead_mail = COALESCE($2, staff_preference.new_lead_mail),
         lead_board = COALESCE($3::jsonb, staff_preference.lead_board),
         digest_through = CASE
           WHEN $2 = 'DAILY_DIGEST' AND staff_preference.new_lead_mail <> 'DAILY_DIGEST' THEN now()
           ELSE staff_preference.digest_through END,
         updated_at = now()`,
      [userId, input.newLeadMail ?? null, board ? JSON.stringify(viewOf(board)) : null],
    );
    return this.get(userId);
  }
}

/** Only the known fields are stored, whatever else a client sends. */
const viewOf = (board: LeadBoardView): LeadBoardView => ({
  layout: board.layout === LeadBoardLayout.BOARD ? LeadBoardLayout.BOARD : LeadBoardLayout.TABLE,
  search: board.search,
  status: board.status ?? null,
  source: board.source ?? null,
  orderField: board.orderField,
  orderDirection: board.orderDirection,
});
