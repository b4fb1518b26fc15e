import type { DataSource, EntityManager } from "typeorm";
import type { Viewer } from "../../core/viewer.js";
import { AppError, ErrorCode, badInput } from "../../core/errors.js";
import { contactFields } from "../../core/rules/index.js";
import { erasedFormColumns } from "./form-columns.js";

// What stands in for a deleted customer's name and text on the records we keep.
const ERASED_NAME = "Deleted customer";
const ERASED_MESSAGE = "(erased at the customer's request)";

/**
 * Closes a customer's own account. Removed: the sign-in account (password, factors, linked
 * sign-ins, sessions), the profile, the testimonials, and the saved passengers and every passenger
 * of its bookings (their rows go with the account: ON DELETE CASCADE, whichever path deletes it). Kept for accounting records, unlinked
 * from any account: bookings and the requests they came from. Anonymised: requests that were
 * never booked, the sales lead when nothing was booked, and contact-form messages.
 */
export async function deleteCustomerAccount(db: DataSource, viewer: Viewer, confirmEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = (await tx.query(
      `SELECT email, email_proven_at IS NOT NULL AS proven FROM auth_user WHERE id = $1 FOR UPDATE`,
      [viewer.userId],
    )) as {
      email: string | null;
      proven: boolean;
    }[];
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, "This account no longer exists.");
    if (confirmEmail.trim().toLowerCase() !== user.email) {
      throw badInput([{ field: "confirmEmail", message: "Type the account's email address to confirm." }]);
    }
    if (viewer.role !== "CUSTOMER") {
      throw new AppError(
        ErrorCode.FORBIDDEN,
        "Staff accounts are closed by an administrator, not from account settings.",
      );
    }
    const [factor] = (await tx.query(
      `SELECT 1 FROM auth_mfa_factor WHERE user_id = $1 AND status = 'verified' LIMIT 1`,
      [viewer.userId],
    )) as unknown[];
    if (factor && viewer.aal !== "aal2") {
      throw new AppError(
        ErrorCode.FORBIDDEN,
        "Confirm a code from your authenticator app before deleting the account.",
      );
    }
    const email = user.proven ? user.email : null;
    await markRequestsOwnerDeleted(tx, viewer.userId, email);
    await tx.query(
      `UPDATE quote_request r SET contact_name = $2, contact_email = 'erased-' || r.id || '@deleted.invalid', contact_phone = NULL,
         contact_company = NULL, notes = NULL, luggage = NULL, catering = NULL, updated_at = now()
       WHERE r.customer_user_id = $1 AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.quote_request_id = r.id)`,
      [viewer.userId, ERASED_NAME],
    );
    // What was said in those requests' conversations goes with them; a booked trip's stays with its records.
    await tx.query(
      `DELETE FROM conversation_message m USING quote_request r
       WHERE m.quote_request_id = r.id AND r.customer_user_id = $1
         AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.quote_request_id = r.id)`,
      [viewer.userId],
    );
    await tx.query(
      `UPDATE lead l SET contact_name = $2, email = 'erased-' || l.id || '@deleted.invalid', phone = NULL, company = NULL, updated_at = now()
       WHERE l.email = $1 AND NOT EXISTS (SELECT 1 FROM quote_request r JOIN booking b ON b.quote_request_id = r.id WHERE r.lead_id = l.id)`,
      [email, ERASED_NAME],
    );
    await tx.query(`UPDATE contact_message SET ${erasedFormColumns(contactFields, "$2", "$3")} WHERE email = $1`, [
      email,
      ERASED_NAME,
      ERASED_MESSAGE,
    ]);
    await tx.query(`DELETE FROM testimonial WHERE author_user_id = $1`, [viewer.userId]);
    // Sessions, refresh tokens, factors and identities go with the user (ON DELETE CASCADE);
    // the session triggers close the account's open sockets on every server copy.
    await tx.query(`DELETE FROM auth_user WHERE id = $1`, [viewer.userId]);
  });
}

/**
 * Before an account is deleted (by its owner, or by an operator through the auth admin API): its
 * requests are marked, so whoever proves the address next does not claim a deleted customer's
 * trips. What was sent signed out with the address counts as the account's too, but only once the
 * address was proven (`provenEmail`; as claimForUser): else another person's trips would be marked.
 */
export async function markRequestsOwnerDeleted(
  tx: EntityManager,
  userId: string,
  provenEmail: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE quote_request SET customer_user_id = $1 WHERE customer_user_id IS NULL AND owner_deleted_at IS NULL AND contact_email = $2`,
    [userId, provenEmail],
  );
  await tx.query(`UPDATE quote_request SET owner_deleted_at = now() WHERE customer_user_id = $1`, [userId]);
}
