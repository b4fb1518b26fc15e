// What makes a contact's email address, phone number and web address acceptable on the public forms
// (contact, affiliate application, booking, reviews). The server checks every form with it
// (core/form-checks.ts); the web checks with it before sending, so every faulty field shows at once.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ().-]{6,30}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
// \p{Cc}: C0, DEL and C1 control characters, line breaks and tabs included.
const CONTROL_OR_BREAK = /\p{Cc}/u;

export const hasControlOrBreak = (value: string) => CONTROL_OR_BREAK.test(value);

export const isEmail = (email: string) => EMAIL.test(email) && email.length <= 254 && !hasControlOrBreak(email);

export const isPhone = (phone: string) => PHONE.test(phone) && phone.replace(/\D/g, "").length >= 6;

/** http(s), something after it, one line; the length limit is checked apart (its own message). */
export const looksLikeWebAddress = (url: string) => WEBSITE.test(url) && !hasControlOrBreak(url);

export const WEBSITE_MAX_LENGTH = 300;
