// The app's one toast queue. The toaster itself (Chakra's store and state machines) loads with the
// first toast, so a page whose islands never say anything never fetches it.
import { takeCarriedToasts, writeCarriedToasts, type CarriedToast } from "../../lib/carriedToasts";

/** Plain text only: a toast may have to be carried to the next page (lib/carriedToasts). */
export type Toast = CarriedToast;

type ToastStore = (typeof import("./toastStore"))["toastStore"];

let store: ToastStore | null = null;
let loading: Promise<void> | null = null;
const waiting: Toast[] = [];
let startToaster: () => Promise<unknown> = () => Promise.resolve();

/**
 * What shows toasts where no <AppToaster /> is rendered up front (a server-rendered page's
 * islands): `start` runs with the first toast (again after a failure, so it must be idempotent).
 */
export function onFirstToast(start: () => Promise<unknown>): void {
  startToaster = start;
}

function loadStore(): void {
  loading ??= Promise.all([import("./toastStore"), startToaster()]).then(
    ([{ toastStore }]) => {
      store = toastStore;
      for (const toast of waiting.splice(0)) toastStore.create(toast);
    },
    (error: unknown) => {
      // Offline, say: the toasts wait, and the next one tries again.
      loading = null;
      console.warn("The toaster could not load", error);
    },
  );
}

export const toaster = {
  create(toast: Toast): void {
    if (store) {
      store.create(toast);
      return;
    }
    waiting.push(toast);
    loadStore();
  },
};

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Keeps the toasts on screen (or about to be) for the next page, which a page load is about to show. */
export function carryToasts(): void {
  const shown = (store?.getVisibleToasts() ?? []).map((toast) => ({
    type: textOf(toast.type),
    title: textOf(toast.title),
    description: textOf(toast.description),
    closable: toast.closable,
  }));
  writeCarriedToasts([...shown, ...waiting]);
}

/** Shows what the page before carried over (see lib/carriedToasts.ts). */
export function showCarriedToasts(): void {
  for (const toast of takeCarriedToasts()) toaster.create(toast);
}
