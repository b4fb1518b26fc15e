/** Where this tab keeps the booking form's draft (sessionStorage). The page's script reads it too, without the form. */
export const bookingDraftKey = "skycharter.bookingDraft";
