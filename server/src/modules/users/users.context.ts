import type { ModuleContext } from "../../core/transport/module-context.js";
import type { StaffInvitesService } from "./staff-invites.service.js";
import type { UserLoaders } from "./user-loaders.js";
import type { UsersAdminService } from "./users-admin.service.js";
import type { UsersService } from "./users.service.js";

/** What the users feature's resolvers read of an operation's context. */
export type UsersContext = ModuleContext<
  { users: UsersService; usersAdmin: UsersAdminService; staffInvites: StaffInvitesService },
  UserLoaders
>;
