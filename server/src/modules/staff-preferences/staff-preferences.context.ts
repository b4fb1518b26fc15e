import type { ModuleContext } from "../../core/transport/module-context.js";
import type { StaffPreferencesService } from "./staff-preferences.service.js";

/** What the staff preferences' resolver reads of an operation's context. */
export type StaffPreferencesContext = ModuleContext<{ staffPreferences: StaffPreferencesService }>;
