// What the other flows use of sign-in: its service and routes (/otp, /token, /logout), and anonymous
// sign-in, which POST /signup with neither address is.

export { signInAnonymously } from "./anonymous.js";
export { signInRoutes } from "./sign-in.routes.js";
export { SignInService } from "./sign-in.service.js";
