// The rules the server and the web share: each written once, here, and imported by both (the web
// through this door only). Pure TypeScript with no imports outside this folder, so the browser
// bundle can take it as it is. tests/api/shared-rules.test.ts holds the two sides to it.
export * from "./account.js";
export * from "./company.js";
export * from "./contact.js";
export * from "./csv.js";
export * from "./currencies.js";
export * from "./form-fields.js";
export * from "./message.js";
export * from "./public-forms.js";
export * from "./quote.js";
export * from "./search.js";
export * from "./terms.js";
export * from "./trip.js";
