import { lazy, Suspense, useEffect, useState } from "react";
import { useSession } from "../../auth/SessionContext";
import { readSessionFlag, writeSessionFlag } from "../../lib/safeStorage";

// Spec §2, §4, §9: after 2 s on the home page, once per browser session, never when signed in.
export const authModalDelayMs = 2000;
export const authModalShownKey = "skycharter.authModalShown";

// The dialog and its forms are code the first paint does not need: fetched once the prompt is due.
const loadDialog = () => import("./HomeAuthDialog");
const HomeAuthDialog = lazy(loadDialog);

/** Marks the prompt as seen for this browser session (also after a logout: no prompt right after). */
export function markAuthModalSeen(): void {
  writeSessionFlag(authModalShownKey);
}

export function HomeAuthModal() {
  const { loading, session } = useSession();
  const [open, setOpen] = useState(false);
  // Once shown, the dialog stays mounted so that closing it can animate.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (loading || session || readSessionFlag(authModalShownKey)) return;
    // Fetched while the visitor reads the page, so the prompt opens on time.
    void loadDialog();
    const timer = setTimeout(() => {
      markAuthModalSeen();
      setShown(true);
      setOpen(true);
    }, authModalDelayMs);
    return () => clearTimeout(timer);
  }, [loading, session]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <HomeAuthDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
