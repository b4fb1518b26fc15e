// What the other flows use of the signed-in user's own account: its services and routes (/user,
// /reauthenticate), and confirming an email change, which /verify does.

export { confirmEmailChange, EmailChangeService } from "./email-change.service.js";
export { ReauthenticationService } from "./reauthentication.service.js";
export { userRoutes } from "./user.routes.js";
export { UserService } from "./user.service.js";
