import type { MessageId } from "../../i18n/messages";

// Every cookie and browser storage key the site sets, and why: the cookie notice lists them from
// here. Adding one to the code means adding it here (the names are the code's own constants where
// they are plain data; the rest are written as the code spells them).

export interface StoredItem {
  name: string;
  kind: "cookie" | "local" | "session";
  purpose: MessageId;
  kept: MessageId;
}

export const storedItems: readonly StoredItem[] = [
  { name: "sky_lang", kind: "cookie", purpose: "legal.cookies.purpose.language", kept: "legal.cookies.kept.year" },
  { name: "sky_currency", kind: "cookie", purpose: "legal.cookies.purpose.currency", kept: "legal.cookies.kept.year" },
  { name: "sb-oauth-flow", kind: "cookie", purpose: "legal.cookies.purpose.oauth", kept: "legal.cookies.kept.minutes" },
  {
    name: "skycharter.auth",
    kind: "local",
    purpose: "legal.cookies.purpose.session",
    kept: "legal.cookies.kept.signOut",
  },
  {
    name: "skycharter.auth-code-verifier",
    kind: "local",
    purpose: "legal.cookies.purpose.codeVerifier",
    kept: "legal.cookies.kept.signIn",
  },
  {
    name: "skycharter.locale",
    kind: "local",
    purpose: "legal.cookies.purpose.language",
    kept: "legal.cookies.kept.cleared",
  },
  {
    name: "skycharter.currency",
    kind: "local",
    purpose: "legal.cookies.purpose.currency",
    kept: "legal.cookies.kept.cleared",
  },
  {
    name: "skycharter.request.…",
    kind: "local",
    purpose: "legal.cookies.purpose.requests",
    kept: "legal.cookies.kept.cleared",
  },
  {
    name: "skycharter.bookingDraft",
    kind: "session",
    purpose: "legal.cookies.purpose.drafts",
    kept: "legal.cookies.kept.tab",
  },
  {
    name: "skycharter.contactDraft",
    kind: "session",
    purpose: "legal.cookies.purpose.drafts",
    kept: "legal.cookies.kept.tab",
  },
  {
    name: "skycharter.affiliateDraft",
    kind: "session",
    purpose: "legal.cookies.purpose.drafts",
    kept: "legal.cookies.kept.tab",
  },
  {
    name: "skycharter.message.…",
    kind: "session",
    purpose: "legal.cookies.purpose.drafts",
    kept: "legal.cookies.kept.tab",
  },
  {
    name: "skycharter.referral",
    kind: "session",
    purpose: "legal.cookies.purpose.referral",
    kept: "legal.cookies.kept.tab",
  },
  {
    name: "skycharter.carriedToasts",
    kind: "session",
    purpose: "legal.cookies.purpose.notices",
    kept: "legal.cookies.kept.tab",
  },
  {
    name: "skycharter.authModalShown",
    kind: "session",
    purpose: "legal.cookies.purpose.prompt",
    kept: "legal.cookies.kept.tab",
  },
];

export const storedKindLabel: Record<StoredItem["kind"], MessageId> = {
  cookie: "legal.cookies.kind.cookie",
  local: "legal.cookies.kind.local",
  session: "legal.cookies.kind.session",
};
