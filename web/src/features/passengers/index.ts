export { countryName, countryOptions } from "./countries";
export { ManifestSummary } from "./ManifestSummary";
export { PassengerCard } from "./PassengerCard";
export { PassengerDetailsFields } from "./PassengerDetailsFields";
export { manifestFragment, manifestStatusFragment, passengerFragment } from "./passengerFragments";
export { blankErrors, detailErrors, emptyDetails, fieldLabel, toDetailsInput } from "./passengerForm";
export type { DetailsDraft, DetailsKey } from "./passengerForm";
export { useDetailsErrors } from "./useDetailsErrors";
