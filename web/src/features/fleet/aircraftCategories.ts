import type { AircraftCategory } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

// The categories' figures come from the API (aircraftCategories, kept by staff); only their
// translated names and descriptions live here.
export const categoryLabels: Record<AircraftCategory, MessageId> = {
  LIGHT: "category.LIGHT",
  MIDSIZE: "category.MIDSIZE",
  LARGE: "category.LARGE",
  ULTRA: "category.ULTRA",
};

export const categoryDescriptions: Record<AircraftCategory, MessageId> = {
  LIGHT: "fleet.light.description",
  MIDSIZE: "fleet.midsize.description",
  LARGE: "fleet.large.description",
  ULTRA: "fleet.ultra.description",
};
