// The emails that carry a trip from request to departure, each in its reader's language:
// request received, new lead (staff, by their own setting), quote accepted, booking confirmed
// with its documents, and the reminders that depend on the clock.
export { TripMail } from "./trip-mail.js";
export { sendTripReminders, TripRemindersJob } from "./trip-reminders.js";
