import { lazy, Suspense, useEffect, useState } from "react";
import { useSession } from "../../auth/SessionContext";
import { readSessionFlag, writeSessionFlag } from "../../lib/safeStorage";

// Spec §2, §4, §9: after 2 s on the home page, once per browser session, never when signed in.
export const authModalDelayMs = 2000;
export const authModalShownKey = "skycharter.authModalShown";

// The dialog and its forms stay out of the home page's first download: most visitors never see it.
const HomeAuthModal = lazy(() => import("./HomeAuthModal"));

/** Marks the prompt as seen for this browser session (also after a logout: no prompt right after). */
export function markAuthModalSeen(): void {
  writeSessionFlag(authModalShownKey);
}

export function HomeAuthPrompt() {
  const { loading, session } = useSession();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (loading || session || readSessionFlag(authModalShownKey)) return;
    const timer = setTimeout(() => {
      markAuthModalSeen();
      setShown(true);
    }, authModalDelayMs);
    return () => clearTimeout(timer);
  }, [loading, session]);

  return shown ? (
    <Suspense fallback={null}>
      <HomeAuthModal />
    </Suspense>
  ) : null;
}
