import { readSessionFlag, writeSessionFlag } from "../lib/safeStorage";
import { hasStoredSession } from "./storedSession";
import { remainingAfter } from "./timings";

// Spec §2, §4, §9: after 2 s on the home page, once per browser session, never when signed in.
export const authPromptDelayMs = 2000;
export const authPromptSeenKey = "skycharter.authModalShown";
export const authPromptId = "auth-prompt";

/** Marks the prompt as seen for this browser session (also after a logout: no prompt right after). */
export function markAuthPromptSeen(): void {
  writeSessionFlag(authPromptSeenKey);
}

/** Closes the prompt (its forms call this once someone has signed in or up). */
export function closeAuthPrompt(): void {
  const dialog = document.getElementById(authPromptId);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

/**
 * Opens the server-rendered prompt (a native modal <dialog>: focus moves in and stays, Escape
 * closes it) `authPromptDelayMs` after `arrivedAt`. A click on the backdrop or on
 * `[data-dialog-close]` closes it.
 */
export function attachAuthPrompt(dialog: HTMLDialogElement, arrivedAt: number): () => void {
  const onClick = (event: MouseEvent) => {
    const closer = event.target instanceof Element && event.target.closest("[data-dialog-close]");
    if (event.target === dialog || closer) dialog.close();
  };
  dialog.addEventListener("click", onClick);
  const detach = () => dialog.removeEventListener("click", onClick);
  if (hasStoredSession() || readSessionFlag(authPromptSeenKey)) return detach;
  const timer = window.setTimeout(
    () => {
      if (hasStoredSession() || readSessionFlag(authPromptSeenKey) || !dialog.isConnected) return;
      markAuthPromptSeen();
      dialog.showModal();
    },
    remainingAfter(arrivedAt, authPromptDelayMs),
  );
  return () => {
    window.clearTimeout(timer);
    detach();
  };
}
