import type { AircraftCategory } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

export interface AircraftCategoryInfo {
  category: AircraftCategory;
  label: MessageId;
  description: MessageId;
  examples: string;
  /** Figures from the domain reference; ranges in nautical miles, cruise in knots. */
  seats: { min?: number; max: number };
  rangeNm: { min?: number; max: number };
  cruiseKt: { min?: number; max: number };
}

export const aircraftCategories: readonly AircraftCategoryInfo[] = [
  {
    category: "LIGHT",
    label: "category.LIGHT",
    description: "fleet.light.description",
    examples: "Phenom 300",
    seats: { max: 8 },
    rangeNm: { max: 1970 },
    cruiseKt: { max: 450 },
  },
  {
    category: "MIDSIZE",
    label: "category.MIDSIZE",
    description: "fleet.midsize.description",
    examples: "Citation XLS+ · Challenger 350",
    seats: { min: 8, max: 10 },
    rangeNm: { min: 2100, max: 3200 },
    cruiseKt: { min: 440, max: 460 },
  },
  {
    category: "LARGE",
    label: "category.LARGE",
    description: "fleet.large.description",
    examples: "Challenger 650",
    seats: { max: 12 },
    rangeNm: { max: 4000 },
    cruiseKt: { max: 470 },
  },
  {
    category: "ULTRA",
    label: "category.ULTRA",
    description: "fleet.ultra.description",
    examples: "Global 7500 · G650ER",
    seats: { max: 19 },
    rangeNm: { min: 7500, max: 7700 },
    cruiseKt: { max: 488 },
  },
];

export const categoryLabels: Record<AircraftCategory, MessageId> = {
  LIGHT: "category.LIGHT",
  MIDSIZE: "category.MIDSIZE",
  LARGE: "category.LARGE",
  ULTRA: "category.ULTRA",
};
