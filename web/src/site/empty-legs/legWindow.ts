import type { IntlShape } from "react-intl";

/**
 * A local time at the departure airport ("2027-05-10T08:00") in the visitor's language, as that
 * wall-clock time: formatted as UTC so no zone shifts it.
 */
export function formatLocalTime(intl: IntlShape, local: string): string {
  return intl.formatDate(new Date(`${local}:00Z`), {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
