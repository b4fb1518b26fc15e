// What other features may use of users: the UserSummary type and who may be given a lead.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { UserSummary } from "./user-summary.type.js";
export { ASSIGNABLE_STAFF } from "./user-rows.js";
