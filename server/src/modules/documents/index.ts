// A booking's documents: its confirmation and invoice as PDF and its calendar file, downloaded by
// the booking's customer and by staff (documents.router.ts).
export { documentsRouter } from "./documents.router.js";
export { confirmationPdf } from "./booking-documents.js";
export { loadBookingFacts, type BookingFacts } from "./booking-facts.js";
export { bookingCalendar } from "./calendar.js";
export { isDocumentLocale, type DocumentLocale } from "./document-copy.js";
