import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AuditService } from "./audit.service.js";

/** What the audit log's resolver reads of an operation's context. */
export type AuditContext = ModuleContext<{ audit: AuditService }>;
