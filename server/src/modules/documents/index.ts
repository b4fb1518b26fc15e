// A booking's documents: its confirmation and invoice as PDF and its calendar file, downloaded by
// the booking's customer and by staff (documents.router.ts).
export { documentsRouter } from "./documents.router.js";
