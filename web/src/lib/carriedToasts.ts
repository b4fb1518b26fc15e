// Toasts that should outlive a page load: an island that moves on does so with an ordinary page
// load ("Account created!" then the confirmation page), so what it just said goes with it, in
// sessionStorage, and the next page shows it. Plain data, so the static page's script can look.

export interface CarriedToast {
  type?: string;
  title?: string;
  description?: string;
  closable?: boolean;
}

const carriedKey = "skycharter.carriedToasts";

export function writeCarriedToasts(toasts: CarriedToast[]): void {
  try {
    if (toasts.length) globalThis.sessionStorage?.setItem(carriedKey, JSON.stringify(toasts));
  } catch {
    // Not carried: the next page simply shows none.
  }
}

export function hasCarriedToasts(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(carriedKey) != null;
  } catch {
    return false;
  }
}

/** The carried toasts, once: reading them takes them. */
export function takeCarriedToasts(): CarriedToast[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(carriedKey);
    globalThis.sessionStorage?.removeItem(carriedKey);
    return raw ? (JSON.parse(raw) as CarriedToast[]) : [];
  } catch {
    return [];
  }
}
