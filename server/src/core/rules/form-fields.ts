import { hasControlOrBreak, isEmail, isPhone, looksLikeWebAddress, WEBSITE_MAX_LENGTH } from "./contact.js";

// A public form described once as a list of fields: each field's kind, bounds and the web's message
// ids. The GraphQL input, the server's check, the web's check and form, the no-JavaScript post, the
// fuzz test and the data download all read the list (public-forms.ts), so a field is added in one place.

export type FieldKind =
  /** A person's name: required, one line, at most 120 characters. */
  | "name"
  /** Where we answer: required. */
  | "email"
  /** With its country code; optional. */
  | "phone"
  /** One line of text. */
  | "line"
  /** Several lines (line breaks and tabs allowed). */
  | "text"
  /** http(s)://…, at most 300 characters; optional. */
  | "website";

export interface FormField {
  kind: FieldKind;
  required?: boolean;
  /** Bounds in characters, as a reader and PostgreSQL's length() count them. */
  min?: number;
  max?: number;
  /** The API's description of the input field, in English. */
  about?: string;
  /** Message ids of the web's catalogues (held to them by the web's typecheck). */
  label: string;
  /** What the web says when the value is refused; control characters get the general message. */
  error: string;
  hint?: string;
  autoComplete?: string;
}

export type FormFields = Readonly<Record<string, FormField>>;

/** A form's values once cleaned: a required field is a string, an optional one null when blank. */
export type FormValues<F extends FormFields> = {
  [K in keyof F]: F[K] extends { required: true } ? string : string | null;
};

/** A form's values as a client sends them: optional fields may be left out. */
export type FormInput<F extends FormFields> = {
  [K in keyof F as F[K] extends { required: true } ? K : never]: string;
} & {
  [K in keyof F as F[K] extends { required: true } ? never : K]?: string | null;
};

export type FieldFault = "missing" | "length" | "control" | "format";

const NAME_MAX = 120;

export const fieldMax = (field: FormField) =>
  field.max ?? (field.kind === "name" ? NAME_MAX : field.kind === "website" ? WEBSITE_MAX_LENGTH : undefined);

/** Characters as PostgreSQL's length() and a reader count them (code points, not UTF-16 units). */
export const characters = (value: string) => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

/**
 * The value as it is stored: a name on one line, an address in lower case, other text trimmed; an
 * optional field left blank is null. The server stores this; the web sends it.
 */
export function cleanValue(field: FormField, value: string | null | undefined): string | null {
  const text = field.kind === "name" ? (value ?? "").trim().replace(/\s+/g, " ") : (value ?? "").trim();
  const stored = field.kind === "email" ? text.toLowerCase() : text;
  return stored || field.required ? stored : null;
}

// Line breaks and tabs are typed in a long text; other control characters never are. \p{Cc}: C0, DEL, C1.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** What is wrong with a cleaned value, or null. The first fault only: one message per field. */
export function fieldFault(field: FormField, value: string | null): FieldFault | null {
  if (value === null) return null;
  const max = fieldMax(field);
  const length = characters(value);
  switch (field.kind) {
    case "email":
      return isEmail(value) ? null : "format";
    case "phone":
      return isPhone(value) ? null : "format";
    case "website":
      if (!looksLikeWebAddress(value)) return "format";
      return max !== undefined && length > max ? "length" : null;
    case "name":
      if (!value) return "missing";
      if (hasControlOrBreak(value)) return "control";
      return max !== undefined && length > max ? "length" : null;
    case "line":
    case "text":
      if (!value && field.required && field.min === undefined) return "missing";
      if (length < (field.min ?? 0) || (max !== undefined && length > max)) return "length";
      return (field.kind === "text" ? CONTROL.test(value) : hasControlOrBreak(value)) ? "control" : null;
  }
}

/** Each listed field's cleaned value, in the list's order (forms hash them to recognise a retry). */
export function cleanForm<F extends FormFields>(fields: F, input: object): FormValues<F> {
  const values: Record<string, string | null> = {};
  for (const [name, field] of Object.entries(fields)) {
    const raw = (input as Record<string, unknown>)[name];
    values[name] = cleanValue(field, typeof raw === "string" ? raw : null);
  }
  return values as FormValues<F>;
}

/** The faulty fields of cleaned values, by name. */
export function formFaults<F extends FormFields>(
  fields: F,
  values: FormValues<F>,
): Partial<Record<keyof F, FieldFault>> {
  const faults: Partial<Record<keyof F, FieldFault>> = {};
  for (const [name, field] of Object.entries(fields) as [keyof F & string, FormField][]) {
    const fault = fieldFault(field, values[name]);
    if (fault) faults[name] = fault;
  }
  return faults;
}
