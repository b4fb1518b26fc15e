import { lazy, Suspense, useSyncExternalStore } from "react";
import { onFirstTouch } from "../../lib/firstTouch";
import { onFirstToast } from "./toaster";

// The app's toaster (Chakra's toast machines) is not part of its first files: it mounts with the
// first toast. The visitor's first touch fetches its code, so a toast saying the connection failed
// can still show.
const toasterCode = () => import("./AppToaster");
const AppToaster = lazy(() => toasterCode().then((module) => ({ default: module.AppToaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Makes the first toast mount <ToasterOnDemand />'s toaster; before anything can toast. */
export function startToasterOnDemand(): void {
  onFirstToast(async () => {
    await toasterCode();
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  });
  onFirstTouch(() => void toasterCode().catch(() => undefined));
}

/** Where the toaster shows once there is a toast (inside the providers, like <AppToaster />). */
export function ToasterOnDemand() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
