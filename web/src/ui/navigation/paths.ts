/** Where a visitor asks for a flight: the site's main call to action, linked from lists and the top bar alike. */
export const bookingPath = "/booking";
