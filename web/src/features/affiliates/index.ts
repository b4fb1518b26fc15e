export { CommissionStatement } from "./CommissionStatement";
export { affiliateStatementFragment } from "./affiliateStatementFields";
