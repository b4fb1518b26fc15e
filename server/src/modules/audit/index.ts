// What other features may use of the audit log's reading side: the entry type their fields resolve
// on; and what the GraphQL layer composes: its resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AuditResolver } from "./audit.resolver.js";

export type { AuditEntry } from "./audit-entry.js";
export { AuditEntryObject } from "./audit-entry.type.js";
export type { AuditContext } from "./audit.context.js";
export const resolvers = [AuditResolver] as const;
