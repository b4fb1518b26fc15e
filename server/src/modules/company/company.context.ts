import type { ModuleContext } from "../../core/transport/module-context.js";
import type { CompanyService } from "./company.service.js";
import type { LegalPagesService } from "./legal-pages.service.js";

/** What the company settings' and legal pages' resolvers read of an operation's context. */
export type CompanyContext = ModuleContext<{ company: CompanyService; legalPages: LegalPagesService }>;
