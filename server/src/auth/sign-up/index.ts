// What the auth module mounts of sign-up: its service and its route (/signup).

export { signUpRoutes } from "./sign-up.routes.js";
export { SignUpService } from "./sign-up.service.js";
