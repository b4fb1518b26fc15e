// The brand's public contact points, shown in the footer, the contact page and calls to action; the
// server's documents (confirmations, invoices) print the same ones (core/rules/company.ts).
export { companyDetails as contactDetails } from "../../../server/src/core/rules/index.js";
