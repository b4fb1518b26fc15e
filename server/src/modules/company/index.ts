// The broker's company settings (legal name, contacts, desks, leadership, About figures,
// certifications, insurance) and its privacy and cookie notices: edited by admins, read by the
// public pages through the catalogue cache.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them.
import "reflect-metadata";
import { CompanyResolver } from "./company.resolver.js";

export type { CompanySettings } from "./company.js";
// Built and injected by services.ts: other features only name the types.
export { CompanyService } from "./company.service.js";
export { LegalPagesService } from "./legal-pages.service.js";
export type { CompanyContext } from "./company.context.js";
export const resolvers = [CompanyResolver] as const;
