// A server-rendered public page in the browser: no application, only the page's behaviours (plain
// DOM code, a few KB) and its islands, each loaded and hydrated when it is needed (island.tsx).
// Nothing here imports React: a page whose islands are not needed yet runs no framework at all.
import { attachPageBehaviours } from "../../behaviours/pageBehaviours";
import { adoptStoredPreferences } from "../../behaviours/storedPreferences";
import { carriesAuthLink } from "../../auth/authLinks";
import { hasStoredSession } from "../../behaviours/storedSession";
import { hasStateToResume } from "./resumableState";
import { islandAttributes, signedInEvent, type HydrateWhen } from "../../islands/slots";
import { hasCarriedToasts } from "../../lib/carriedToasts";
import { holdInputUntilHydrated } from "../../islands/pendingInput";

// The framework's large modules are evaluated one at a time, each in a task of its own, so the page
// answers input between them instead of waiting out one long task for all of them.
const frameworkSteps = [
  () => import("react-dom/client"),
  () => import("../../ui/theme/system"),
  () => import("../../i18n/I18nProvider"),
];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let hydrateLoad: Promise<typeof import("./hydrate")> | null = null;
const hydrateModule = () =>
  (hydrateLoad ??= (async () => {
    for (const step of frameworkSteps) {
      await step();
      await nextTask();
    }
    return import("./hydrate");
  })());

function wake(element: HTMLElement): Promise<void> {
  const held = holdInputUntilHydrated(element);
  return hydrateModule()
    .then((module) => module.hydrateIsland(element, held.beforeHydration))
    .then(
      () => held.release(true),
      (error: unknown) => {
        // The island stays server HTML: its links work, its forms post to the server.
        held.release(false);
        console.warn("An interactive part of this page could not start", error);
      },
    );
}

function onFirstUse(element: HTMLElement, start: () => void): void {
  const events = ["pointerdown", "focusin", "keydown"] as const;
  const handler = () => {
    for (const type of events) element.removeEventListener(type, handler, true);
    start();
  };
  for (const type of events) element.addEventListener(type, handler, true);
  // A pointer coming over it is likely to press: the framework's code starts on its way then.
  element.addEventListener("pointerover", () => void hydrateModule(), { once: true, passive: true });
}

function schedule(element: HTMLElement, when: HydrateWhen): Promise<void> | null {
  let started: Promise<void> | null = null;
  const start = () => (started ??= wake(element));
  switch (when) {
    case "load":
      return start();
    case "session":
      if (hasStoredSession()) return start();
      document.addEventListener(signedInEvent, start, { once: true });
      return null;
    case "auth-link":
      return carriesAuthLink(window.location) ? start() : null;
    case "interaction":
      onFirstUse(element, start);
      return null;
    case "resume":
      if (hasStateToResume()) return start();
      onFirstUse(element, start);
      return null;
    case "visible": {
      onFirstUse(element, start);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: "200px" },
      );
      // A display: contents wrapper has no box of its own: watch what it holds.
      for (const child of element.children) observer.observe(child);
      return null;
    }
  }
}

export function startStaticPage(): void {
  if (adoptStoredPreferences()) return;
  attachPageBehaviours(document);
  const atLoad: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const started = schedule(element, (element.getAttribute(islandAttributes.when) ?? "load") as HydrateWhen);
    if (started) atLoad.push(started);
  }
  // Toasts carried from the page before need the toaster, which comes with the islands' code.
  if (hasCarriedToasts()) void hydrateModule();
  // <html data-hydrated>: the page answers input now (browser tests wait for it after navigating).
  void Promise.all(atLoad).then(() => {
    document.documentElement.dataset.hydrated = "";
  });
}
