import { isEmail, isPhone } from "../../ui/components/form/fieldErrors";
import type { MessageId } from "../../i18n/messages";
import { isPassengerCount } from "../../../../server/src/core/rules/index.js";
import type { BookingDraft } from "./bookingDraft";

/** Field path (as the API names it, e.g. "legs[0].from") → the message to show beside it. */
export type FieldErrors = Record<string, MessageId>;

/** "Now" at an airport as a datetime-local string, to compare with a leg's local departure. */
export function localNow(timeZone: string | null, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZone ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** The checks the server makes too, in the visitor's language and before a round trip to it. */
export function validateDraft(draft: BookingDraft, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  draft.legs.forEach((leg, i) => {
    if (!leg.from) errors[`legs[${i}].from`] = "booking.error.fromRequired";
    if (!leg.to) errors[`legs[${i}].to`] = "booking.error.toRequired";
    else if (leg.from && leg.from.code === leg.to.code) errors[`legs[${i}].to`] = "booking.error.sameAirport";
    if (!leg.departAt) errors[`legs[${i}].departAt`] = "booking.error.departAtRequired";
    else if (leg.departAt <= localNow(leg.from?.timeZone ?? null, now))
      errors[`legs[${i}].departAt`] = "booking.error.departAtPast";
    else if (i > 0 && draft.legs[i - 1]!.departAt && leg.departAt < draft.legs[i - 1]!.departAt)
      errors[`legs[${i}].departAt`] = "booking.error.departAtOrder";
  });
  if (!isPassengerCount(draft.passengers)) errors.passengers = "booking.error.passengers";
  if (!draft.contact.name.trim()) errors["contact.name"] = "booking.error.nameRequired";
  if (!isEmail(draft.contact.email)) errors["contact.email"] = "booking.error.email";
  if (draft.contact.phone.trim() && !isPhone(draft.contact.phone)) errors["contact.phone"] = "booking.error.phone";
  return errors;
}

/** The server's BAD_USER_INPUT fields, each shown in the visitor's language beside its field. */
export function serverFieldErrors(problems: readonly { field: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of problems) {
    const name = field.split(".").at(-1) ?? field;
    const message: MessageId =
      name === "from" || name === "to"
        ? "booking.error.airportUnknown"
        : name === "departAt"
          ? "booking.error.departAtServer"
          : field === "passengers"
            ? "booking.error.passengers"
            : field === "category"
              ? "booking.error.categorySeats"
              : field === "contact.name"
                ? "booking.error.nameRequired"
                : field === "contact.email"
                  ? "booking.error.email"
                  : field === "contact.phone"
                    ? "booking.error.phone"
                    : "booking.error.legs";
    errors[field.startsWith("legs[") || !field.startsWith("legs") ? field : "legs"] = message;
  }
  return errors;
}
