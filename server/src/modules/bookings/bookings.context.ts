import type { ModuleContext } from "../../core/transport/module-context.js";
import type { UserLoaders } from "../users/index.js";
import type { BookingsService } from "./bookings.service.js";

/** What the bookings' resolvers read of an operation's context. */
export type BookingsContext = ModuleContext<{ bookings: BookingsService }, Pick<UserLoaders, "user">>;
