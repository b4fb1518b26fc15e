export { ProgramsFallback } from "./ProgramsFallback";
export { programComparison } from "./programCatalog";
export type { ProgramId } from "./programCatalog";
export { usePrograms } from "./usePrograms";
export type { ProgramView } from "./usePrograms";
