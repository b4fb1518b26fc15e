// What other features may use of the audit log's reading side: the entry type their fields resolve on.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { AuditEntry } from "./audit-entry.type.js";
