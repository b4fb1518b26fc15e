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
] as const;

export type IslandName = (typeof islandNames)[number];

export function isIslandName(value: string | undefined): value is IslandName {
  return (islandNames as readonly string[]).includes(value ?? "");
}
