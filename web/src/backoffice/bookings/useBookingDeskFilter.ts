import { useSearchParams } from "react-router-dom";
import { bookingStatuses, paymentStatuses, type BookingDeskFilter } from "./bookingDesk";

const SORTS = ["CREATED_AT", "DEPARTS_AT", "PRICE"] as const;
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.find((a) => a === value) ?? null;

/** The desk's filter lives in the URL (?q=&status=&payment=&sort=), so a view can be shared and survives a reload. */
export function useBookingDeskFilter(): [BookingDeskFilter, (change: Partial<BookingDeskFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: BookingDeskFilter = {
    search: params.get("q") ?? "",
    status: pick(params.get("status"), bookingStatuses),
    payment: pick(params.get("payment"), paymentStatuses),
    sort: pick(params.get("sort"), SORTS) ?? "CREATED_AT",
  };
  const update = (change: Partial<BookingDeskFilter>) => {
    const next = { ...filter, ...change };
    const entries = {
      q: next.search,
      status: next.status ?? "",
      payment: next.payment ?? "",
      sort: next.sort === "CREATED_AT" ? "" : next.sort,
    };
    setParams(Object.fromEntries(Object.entries(entries).filter(([, value]) => value)), { replace: true });
  };
  return [filter, update];
}
