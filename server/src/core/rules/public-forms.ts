import type { FormField, FormFields } from "./form-fields.js";

// The public forms' fields, in the order the forms show them. A field added here is asked on the
// web (with and without JavaScript), accepted by the GraphQL input, checked the same on both sides,
// fuzzed by the tests and included in the sender's data download; docs/recipes.md lists the rest.

// Each field is its own constant and the lists name them, with no spread or property read: the
// web's bundler can then leave out every list a page does not use (a spread may run a getter, so a
// list built with one would ride along in every page that imports these rules).

const nameField = {
  kind: "name",
  required: true,
  about: "1 to 120 characters.",
  label: "form.name",
  error: "form.error.name",
  autoComplete: "name",
} as const satisfies FormField;
const emailField = {
  kind: "email",
  required: true,
  about: "Where we answer.",
  label: "form.email",
  error: "form.error.email",
  autoComplete: "email",
} as const satisfies FormField;
const phoneField = {
  kind: "phone",
  about: 'With country code, e.g. "+44 20 7946 0000".',
  label: "form.phone",
  error: "form.error.phone",
  autoComplete: "tel",
} as const satisfies FormField;
const companyField = {
  kind: "line",
  max: 120,
  about: "At most 120 characters.",
  label: "form.company",
  error: "form.error.check",
  autoComplete: "organization",
} as const satisfies FormField;

/** Who sent a form: the same four fields on the contact form, the affiliate application and a quote request. */
export const personFields = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: companyField,
} as const satisfies FormFields;

/** The contact form (`submitContactMessage`, POST /contact). */
export const contactFields = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  company: companyField,
  subject: {
    kind: "line",
    max: 200,
    about: "At most 200 characters.",
    label: "contact.subject",
    error: "form.error.check",
  },
  message: {
    kind: "text",
    required: true,
    min: 10,
    max: 5_000,
    about: "10 to 5,000 characters.",
    label: "contact.message",
    error: "contact.error.message",
    hint: "contact.messageHint",
  },
} as const satisfies FormFields;

/** The affiliate application (`applyForAffiliate`, POST /affiliate/apply): it asks no phone. */
export const affiliateFields = {
  name: nameField,
  email: emailField,
  company: companyField,
  website: {
    kind: "website",
    about: "https://… or http://…, at most 300 characters.",
    label: "affiliateApply.website",
    error: "affiliateApply.error.website",
    autoComplete: "url",
  },
  audience: {
    kind: "text",
    required: true,
    min: 10,
    max: 2_000,
    about: "Who you reach and how (audience, channels, notes): 10 to 2,000 characters.",
    label: "affiliateApply.audience",
    error: "affiliateApply.error.audience",
    hint: "affiliateApply.audienceHint",
  },
} as const satisfies FormFields;
