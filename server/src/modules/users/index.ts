// What other features may use of users: who someone is (UserSummary, its loader), and who may be
// given a lead; and what the GraphQL layer composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AuditActorResolver } from "./audit-actor.resolver.js";
import { StaffMembersResolver } from "./staff-members.resolver.js";
import { UsersAdminResolver } from "./users-admin.resolver.js";
import { ViewerResolver } from "./viewer.resolver.js";

export type { UserSummary } from "./user.js";
export { UserSummaryObject } from "./user-summary.type.js";
export { ASSIGNABLE_STAFF } from "./user-rows.js";
export { createUserLoaders, type UserLoaders } from "./user-loaders.js";
export type { UsersContext } from "./users.context.js";
export const resolvers = [ViewerResolver, UsersAdminResolver, StaffMembersResolver, AuditActorResolver] as const;
