// A staff member's own settings, kept on the server so they follow the person across devices:
// how they hear of new leads (read by trip-mail's emails) and the lead board as they left it.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them.
import "reflect-metadata";
import { StaffPreferencesResolver } from "./staff-preferences.resolver.js";

export { NewLeadMail } from "./staff-preferences.enums.js";
// Built and injected by services.ts: other features only name the type.
export { StaffPreferencesService } from "./staff-preferences.service.js";
export type { StaffPreferencesContext } from "./staff-preferences.context.js";
export const resolvers = [StaffPreferencesResolver] as const;
