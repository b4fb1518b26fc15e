// What other features may use of operators and their fleets: the domain types, the services by
// type (suggesting aircraft for a trip: FleetService.suitableAircraft) and the GraphQL classes; and
// what the GraphQL layer composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { FleetImportReportResolver, FleetResolver } from "./fleet.resolver.js";
import { OperatorsResolver } from "./operators.resolver.js";

export type { Operator, OperatorContact, OperatorWarning, SafetyAudit } from "./operator.js";
export type { FleetAircraft, SuitableAircraft, SuitableAircraftQuery } from "./fleet-aircraft.js";
export { OperatorDocument, OperatorWarningKind, SafetyAuditScheme, SafetyRating } from "./operators.enums.js";
export { FleetAircraftObject, SuitableAircraftObject } from "./fleet-aircraft.type.js";
export { OperatorObject } from "./operator.type.js";
// Built and injected by services.ts: other features only name the types.
export type { FleetService } from "./fleet.service.js";
export type { OperatorsService } from "./operators.service.js";
export { createOperatorLoaders, type OperatorLoaders } from "./operator-loaders.js";
export type { OperatorsContext } from "./operators.context.js";
export const resolvers = [OperatorsResolver, FleetResolver, FleetImportReportResolver] as const;
