import { createHash, randomBytes } from "node:crypto";

// The token of an emailed link that works without an account (an operator's request for quotes, a
// passenger's details, a route alert's confirmation): 256 random bits, and only its SHA-256 kept,
// so a copy of the database opens no link.

/** A new token, as it goes in the link (URL-safe). */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its SHA-256 in hex. */
export const linkTokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
