import type { MessageId } from "../../i18n/messages";

export interface NavItem {
  to: string;
  label: MessageId;
}

// Spec §2: these in the top navigation; case studies only in the mobile menu.
export const primaryNav: readonly NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/programs", label: "nav.programs" },
  { to: "/fleet", label: "nav.fleet" },
  { to: "/solutions", label: "nav.solutions" },
  { to: "/service-areas", label: "nav.serviceAreas" },
  { to: "/about", label: "nav.about" },
  { to: "/affiliate", label: "nav.affiliate" },
  { to: "/contact", label: "nav.contact" },
];

export const mobileOnlyNav: readonly NavItem[] = [{ to: "/case-studies", label: "nav.caseStudies" }];

export { customerLoginPath, staffLoginPath } from "../../auth/paths";
