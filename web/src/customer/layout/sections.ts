import { customerDashboardPath } from "../../auth/paths";
import type { MessageId } from "../../i18n/messages";

export interface CustomerSection {
  to: string;
  label: MessageId;
  /** Pages under other addresses that belong to this section (a request belongs to the trips). */
  within?: readonly string[];
}

// The customer's own sections, in the bar from a laptop up and in the compact menu on a phone.
export const customerSections: readonly CustomerSection[] = [
  { to: customerDashboardPath, label: "customer.nav.trips", within: ["/customer/requests/"] },
  { to: "/customer/testimonials", label: "customer.nav.reviews" },
  { to: "/customer/settings", label: "customer.nav.settings" },
];

/** aria-current for a section's link: "page" on its own page, "true" on a page that belongs to it. */
export function sectionCurrent(section: CustomerSection, pathname: string): "page" | "true" | undefined {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  if (here === section.to) return "page";
  return section.within?.some((prefix) => here.startsWith(prefix)) ? "true" : undefined;
}
