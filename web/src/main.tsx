// The entry point is small on purpose. A public page comes from the server as complete HTML and CSS
// and stays that: its behaviours are a few lines of DOM code and its interactive parts (forms, the
// sign-in prompt) are islands, each loaded when it is needed (app/islands/staticPage.ts). Links between
// public pages are ordinary page loads. The customer area and the back office are one client-rendered
// application (boot.tsx), loaded only there.
import { rememberReferral } from "./lib/referral";

// An affiliate's ?ref= code counts for the whole visit, whichever page it arrived on.
rememberReferral(window.location.search);

const container = document.getElementById("root");
const serverRendered = container?.dataset.prerendered !== undefined;

if (serverRendered) void import("./app/islands/staticPage").then((page) => page.startStaticPage());
else {
  // The app's messages load beside its code, not after it.
  const locale = import("./i18n/bootstrapLocale").then((m) => m.bootstrapLocale());
  void import("./boot").then((app) => app.startApp(locale));
}
