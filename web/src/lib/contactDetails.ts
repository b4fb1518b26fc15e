// The brand's name, as the site and the server's documents show it (core/rules/company.ts). The
// company's phone, email and other facts are data admins keep: ui/chrome/companyContact.ts reads them.
export { companyDetails as contactDetails } from "../../../server/src/core/rules/index.js";
