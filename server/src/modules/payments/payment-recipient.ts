import type { EntityManager } from "typeorm";

/** Who hears of a booking's payments: its customer's address and language, else the request's contact. */
export interface BookingRecipient {
  email: string;
  locale: string;
  name: string | null;
}

export async function bookingRecipient(tx: EntityManager, bookingId: string): Promise<BookingRecipient | null> {
  const [row] = (await tx.query(
    `SELECT coalesce(u.email, r.contact_email) AS email, coalesce(u.locale, r.locale, 'en') AS locale, r.contact_name AS name
     FROM booking b JOIN quote_request r ON r.id = b.quote_request_id LEFT JOIN auth_user u ON u.id = b.customer_user_id
     WHERE b.id = $1`,
    [bookingId],
  )) as (BookingRecipient | undefined)[];
  return row?.email ? row : null;
}
