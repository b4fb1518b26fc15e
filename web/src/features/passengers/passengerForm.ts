import type { PassengerDetailsInput, PassengerField } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

// A passenger's details as a form holds them, and the server's refusals mapped onto its fields.

export type DetailsKey = keyof PassengerDetailsInput;

export const DETAIL_KEYS: readonly DetailsKey[] = [
  "fullName",
  "dateOfBirth",
  "nationality",
  "passportNumber",
  "passportExpiry",
];

export type DetailsDraft = Record<DetailsKey, string>;

export const emptyDetails = (): DetailsDraft => ({
  fullName: "",
  dateOfBirth: "",
  nationality: "",
  passportNumber: "",
  passportExpiry: "",
});

/** What the API takes: blanks as null (all but the name may follow later). */
export function toDetailsInput(draft: DetailsDraft): PassengerDetailsInput {
  const value = (key: DetailsKey) => draft[key].trim() || null;
  return {
    fullName: draft.fullName.trim(),
    dateOfBirth: value("dateOfBirth"),
    nationality: value("nationality"),
    passportNumber: value("passportNumber"),
    passportExpiry: value("passportExpiry"),
  };
}

/** The details left blank that `requireAll` asks for (all but the name otherwise), said before anything is sent. */
export function blankErrors(draft: DetailsDraft, requireAll: boolean): Partial<Record<DetailsKey, MessageId>> {
  const errors: Partial<Record<DetailsKey, MessageId>> = {};
  for (const key of requireAll ? DETAIL_KEYS : (["fullName"] as const))
    if (!draft[key].trim()) errors[key] = "passengers.error.required";
  return errors;
}

/** The form's field each refused API field names ("input.details.passportExpiry" → passportExpiry). */
export function detailErrors(fields: readonly string[]): Partial<Record<DetailsKey, MessageId>> {
  const errors: Partial<Record<DetailsKey, MessageId>> = {};
  for (const field of fields) {
    const key = field.split(".").at(-1) as DetailsKey;
    if (DETAIL_KEYS.includes(key)) errors[key] = `passengers.error.${key}` as MessageId;
  }
  return errors;
}

export const fieldLabel = (field: PassengerField) => `passengers.field.${field}` as MessageId;
