import { useEffect, useState, type ComponentType } from "react";
import { useSession } from "../../auth/SessionContext";
import { remainingAfter, useArrivedAt } from "../../hooks/useArrivedAt";
import { readSessionFlag, writeSessionFlag } from "../../lib/safeStorage";
import type { HomeAuthDialogProps } from "./HomeAuthDialog";

// Spec §2, §4, §9: after 2 s on the home page, once per browser session, never when signed in.
export const authModalDelayMs = 2000;
export const authModalShownKey = "skycharter.authModalShown";

// The dialog and its forms are code the first paint does not need: fetched once the prompt is due.
const loadDialog = () => import("./HomeAuthDialog").then((module) => module.default);

/** Marks the prompt as seen for this browser session (also after a logout: no prompt right after). */
export function markAuthModalSeen(): void {
  writeSessionFlag(authModalShownKey);
}

export function HomeAuthModal() {
  const { loading, session } = useSession();
  const [open, setOpen] = useState(false);
  // Set once the prompt opens; it then stays mounted so that closing it can animate.
  const [Dialog, setDialog] = useState<ComponentType<HomeAuthDialogProps> | null>(null);
  // 2 s from the page's load, not from when its script ran.
  const arrivedAt = useArrivedAt();

  useEffect(() => {
    if (loading || session || readSessionFlag(authModalShownKey)) return;
    let cancelled = false;
    // Fetched while the visitor reads the page, so the prompt opens on time. A prompt whose code
    // could not be fetched (offline, a new release) is skipped; the page carries on.
    const dialog = loadDialog().catch(() => null);
    const timer = setTimeout(() => {
      void dialog.then((component) => {
        if (cancelled || !component) return;
        markAuthModalSeen();
        setDialog(() => component);
        setOpen(true);
      });
    }, remainingAfter(arrivedAt, authModalDelayMs));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loading, session, arrivedAt]);

  return Dialog && <Dialog open={open} onOpenChange={setOpen} />;
}
