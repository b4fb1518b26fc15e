import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { dateRangeProblems } from "../../core/date-range.js";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { containsPattern } from "../../core/search.js";
import { keysetSort, SortDirection, type KeysetSort, type SortColumn } from "../../core/pagination.js";
import { BookingEntity } from "./booking.entity.js";
import { BookingOrderField } from "./booking.enums.js";
import type { BookingFilter, BookingOrder } from "./booking.js";

const SORT_COLUMN: Record<BookingOrderField, SortColumn<BookingEntity> | null> = {
  [BookingOrderField.CREATED_AT]: null,
  [BookingOrderField.DEPARTS_AT]: {
    path: "booking.departsAt",
    kind: "timestamp",
    cast: "timestamptz",
    key: (row) => row.departsAt.toISOString(),
  },
  [BookingOrderField.PRICE]: {
    path: "booking.priceUsdCents",
    kind: "int",
    cast: "bigint",
    key: (row) => row.priceUsdCents,
  },
};

/** Keyset sort for an order: its own column first (when not created_at), then (created_at, id). */
export function bookingSort(order: BookingOrder | null | undefined): KeysetSort<BookingEntity> {
  const field = order?.field ?? BookingOrderField.CREATED_AT;
  return keysetSort("booking", field, order?.direction ?? SortDirection.DESC, SORT_COLUMN[field]);
}

/** The bookings matching a filter, as a query builder aliased "booking" (the list and the CSV export both start here). */
export function bookingFilterQuery(
  db: DataSource | EntityManager,
  filter: BookingFilter | null | undefined,
): SelectQueryBuilder<BookingEntity> {
  const problems: FieldProblem[] = dateRangeProblems(filter?.departing, "filter.departing");
  const query = db.getRepository(BookingEntity).createQueryBuilder("booking");
  if (filter?.status?.length) query.andWhere("booking.status IN (:...statuses)", { statuses: filter.status });
  if (filter?.paymentStatus?.length)
    query.andWhere("booking.paymentStatus IN (:...payments)", { payments: filter.paymentStatus });
  if (filter?.departing?.from)
    query.andWhere("booking.departsAt >= :departFrom", { departFrom: filter.departing.from });
  if (filter?.departing?.to) query.andWhere("booking.departsAt < :departTo", { departTo: filter.departing.to });
  const search = filter?.search?.trim().toLowerCase();
  if (search) {
    // The customer is named on the request.
    query.andWhere(
      `EXISTS (SELECT 1 FROM quote_request qr WHERE qr.id = booking.quote_request_id
         AND lower(booking.number || ' ' || booking.confirmation_code || ' ' || booking.route || ' ' || qr.contact_name || ' ' || qr.contact_email) LIKE :search ESCAPE '\\')`,
      { search: containsPattern(search, "filter.search", problems) },
    );
  }
  if (problems.length) throw badInput(problems);
  return query;
}
