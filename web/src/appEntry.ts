// The signed-in surfaces' entry (app.html: the customer area, the back office, and any address the
// server does not render as a public page). Before the app's code arrives it asks for the page's
// first data with the stored session and starts fetching the page's own module, so the network
// works while the framework loads. Public pages keep their own entry (main.tsx).
import { rememberReferral } from "./lib/referral";
import { askFirstData } from "./app/firstData/firstData";
import { preloadSurfacePage } from "./app/router/surfaceFrames";

// An affiliate's ?ref= code counts for the whole visit, whichever page it arrived on.
rememberReferral(window.location.search);

let storage: Storage | undefined;
try {
  storage = window.localStorage;
} catch {
  // Storage refused (a privacy mode): no session to read, the app asks once it has started.
}
askFirstData(window.location.pathname, storage);
// The app's messages load beside its code, not after it.
const locale = import("./i18n/bootstrapLocale").then((m) => m.bootstrapLocale());
const page = preloadSurfacePage(window.location.pathname);
void import("./boot").then((app) => app.startApp(locale, page));
