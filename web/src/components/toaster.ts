import { createToaster } from "@chakra-ui/react";
import { takeCarriedToasts, writeCarriedToasts } from "../lib/carriedToasts";

/**
 * The app's one toast queue; <AppToaster /> shows it. Top centre, under the navigation: the same
 * in both reading directions (zag's "-end" placements flip twice in right-to-left pages and land
 * on the right in Arabic).
 */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true, max: 4 });

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Keeps the toasts on screen for the next page, which a page load is about to show. */
export function carryToasts(): void {
  writeCarriedToasts(
    toaster.getVisibleToasts().map((toast) => ({
      type: textOf(toast.type),
      title: textOf(toast.title),
      description: textOf(toast.description),
      closable: toast.closable,
    })),
  );
}

/** Shows what the page before carried over (see lib/carriedToasts.ts). */
export function showCarriedToasts(): void {
  for (const toast of takeCarriedToasts()) toaster.create(toast);
}
