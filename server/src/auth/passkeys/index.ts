// What the other flows use of passkeys: the /passkeys routes, and a passkey as the admin API lists it.

export { passkeysRouter } from "./passkeys.router.js";
export { passkeyJson, passkeyNotFound } from "./passkeys.service.js";
