/** The broker's charter terms in full, in the language on screen. */
export const charterTermsPath = "/customer/charter-terms";
