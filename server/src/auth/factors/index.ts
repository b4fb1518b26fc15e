// What the other flows use of second factors: the /factors routes, the factors' sealed secrets, the
// refusals other flows answer with, lowering a session's assurance level when a factor goes, and
// the checks of an id and a phone number.

export { downgradeSessions } from "./aal.js";
export { loadFactorSecrets, sealFactorSecrets, type FactorSecrets } from "./factor-secrets.js";
export { factorNotFound, insufficientAal, nameConflict, smsSendFailed } from "./factors.errors.js";
export { mfaRouter } from "./factors.router.js";
export { isUuid, readE164 } from "./factors.service.js";
