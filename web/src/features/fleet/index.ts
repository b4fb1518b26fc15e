export { categoryDescriptions, categoryLabels } from "./aircraftCategories";
export { useAircraftCategories } from "./useAircraftCategories";
export type { AircraftCategoryInfo } from "./useAircraftCategories";
