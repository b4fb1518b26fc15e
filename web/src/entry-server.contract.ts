import type { SsrEntry } from "../../server/src/http/public-pages/ssr-contract.js";
import type * as entry from "./entry-server";

// The server imports the built entry-server as an SsrEntry (server/src/http/public-pages/ssr-contract.ts):
// this stops the web's typecheck when the entry no longer provides what that contract declares.
export const providesSsrEntry = (module: typeof entry): SsrEntry => module;
