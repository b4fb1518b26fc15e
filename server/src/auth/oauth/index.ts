// What the other flows use of OAuth: the Google sign-in and identity routes, and keeping a user's
// providers in step with its identities.

export { syncProviders } from "./identity-linking.js";
export { oauthRouter } from "./oauth.router.js";
