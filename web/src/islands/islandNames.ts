// Every island by name: the server writes the name into the page and the browser loads the matching
// module (islandModules.ts). Plain data, so the static page's small script can import it.
export const islandNames = [
  "account-actions",
  "auth-link-notice",
  "auth-prompt-forms",
  "contact-form",
  "affiliate-form",
  "booking-form",
  "customer-login",
  "customer-signup",
  "staff-login",
  "reset-password",
  "signup-confirmation",
  "route-alert-form",
] as const;

export type IslandName = (typeof islandNames)[number];

export function isIslandName(value: string | undefined): value is IslandName {
  return (islandNames as readonly string[]).includes(value ?? "");
}

// The islands that sign people in or show who is signed in: they wake with the auth client loaded.
// The others (booking, contact, partner forms) only read the session, which is "signed out" until
// the page has reason to load auth (app/islands/hydrate.tsx).
const authIslands = new Set<IslandName>([
  "account-actions",
  "auth-link-notice",
  "auth-prompt-forms",
  "customer-login",
  "customer-signup",
  "staff-login",
  "reset-password",
  "signup-confirmation",
]);

export const needsAuthClient = (name: IslandName) => authIslands.has(name);

// Islands that wake light: without Apollo (it loads on the first call, graphql/apollo/ApolloLoader.ts)
// and with only the messages the page carries (the rest before any toast, LocaleContext's
// allMessages). The others use generated hooks and make text outside rendering from the start.
const lightIslands = new Set<IslandName>(["booking-form"]);

export const wakesLight = (name: IslandName) => lightIslands.has(name);
