import type { ModuleContext } from "../../core/transport/module-context.js";
import type { ContactService } from "./contact.service.js";

/** What the contact form's resolver reads of an operation's context. */
export type ContactContext = ModuleContext<{ contact: ContactService }>;
