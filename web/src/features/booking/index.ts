export { BookingDocuments } from "./BookingDocuments";
export { AgreementSummary, CancellationScheduleList, formatMoney, PaymentHistory, PaymentSchedule } from "./money";
export { CategoryPicker } from "./CategoryPicker";
export { EstimatePanel } from "./EstimatePanel";
export { LegsEditor } from "./LegsEditor";
export { TripTypeChoice } from "./TripTypeChoice";
export {
  categoryFromQuery,
  clearDraft,
  completeLegs,
  legsForTripType,
  loadDraft,
  newDraft,
  saveDraft,
  toQuoteRequestInput,
} from "./bookingDraft";
export type { BookingDraft } from "./bookingDraft";
export { confirmationPath, recallRequest, rememberRequest } from "./submittedRequests";
export type { SubmittedRequest } from "./submittedRequests";
export { useBookingApi } from "./useBookingApi";
export { useQueryAirports } from "./useQueryAirports";
export { useTripEstimate } from "./useTripEstimate";
export type { EstimateOption } from "./useTripEstimate";
export { serverFieldErrors, validateDraft } from "./validateDraft";
export type { FieldErrors } from "./validateDraft";
