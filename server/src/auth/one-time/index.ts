// What the other flows use of one-time codes and links: the services and routes (/otp's sending,
// /verify, /recover, /resend), the sign-up confirmation mail, texted codes, and the password a phone
// sign-up waiting for its code was given.

export { mailConfirmation } from "./confirmation-mail.js";
export { emailLinkRoutes } from "./email-link.routes.js";
export { OtpService } from "./otp.service.js";
export { newestPendingPhonePassword } from "./phone-codes.js";
export { PhoneOtp } from "./phone-otp.service.js";
export { RecoveryService } from "./recovery.service.js";
export { ResendService } from "./resend.service.js";
export { VerifyService } from "./verify.service.js";
