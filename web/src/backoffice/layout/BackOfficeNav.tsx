import { Box, Button, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { NavLink } from "react-router-dom";
import { adminCompanyPath, adminPricingPath, adminUsersPath, routeAccess, staffDashboardPath } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import type { MessageId } from "../../i18n/messages";

// The back office's sections; those routeAccess keeps for admins are shown to admins only (the API refuses others anyway).
const sections: readonly { to: string; label: MessageId }[] = [
  { to: staffDashboardPath, label: "admin.nav.dashboard" },
  { to: "/admin/bookings", label: "admin.nav.bookings" },
  { to: "/admin/operators", label: "admin.nav.operators" },
  { to: "/admin/testimonials", label: "admin.nav.testimonials" },
  { to: "/admin/affiliates", label: "admin.nav.affiliates" },
  { to: "/admin/empty-legs", label: "admin.nav.emptyLegs" },
  { to: "/admin/analytics", label: "admin.nav.analytics" },
  { to: adminUsersPath, label: "admin.nav.users" },
  { to: adminPricingPath, label: "admin.nav.pricing" },
  { to: adminCompanyPath, label: "admin.nav.company" },
  { to: "/admin/settings", label: "admin.nav.settings" },
];

/** The sections, down the side from a laptop up and in one scrolling row above the page on a phone. */
export function BackOfficeNav() {
  const { role } = useSession();
  return (
    <Box
      as="nav"
      aria-labelledby="back-office-nav"
      flexShrink="0"
      w={{ base: "full", lg: "56" }}
      bg="white"
      borderBottomWidth={{ base: "1px", lg: "0" }}
      borderInlineEndWidth={{ base: "0", lg: "1px" }}
      px={{ base: "2", lg: "3" }}
      py={{ base: "2", lg: "6" }}
      overflowX={{ base: "auto", lg: "visible" }}
    >
      <span id="back-office-nav" hidden>
        <FormattedMessage id="admin.nav.label" />
      </span>
      <Stack
        as="ul"
        listStyleType="none"
        direction={{ base: "row", lg: "column" }}
        gap="1"
        position={{ lg: "sticky" }}
        top={{ lg: "20" }}
      >
        {sections
          .filter((section) => routeAccess(section.to) !== "admin" || role === "admin")
          .map((section) => (
            <li key={section.to}>
              <Button
                asChild
                variant="ghost"
                size="sm"
                w={{ lg: "full" }}
                justifyContent="start"
                css={{ "&[aria-current=page]": { bg: "navy.50", color: "navy.900", fontWeight: "semibold" } }}
              >
                <NavLink to={section.to} end>
                  <FormattedMessage id={section.label} />
                </NavLink>
              </Button>
            </li>
          ))}
      </Stack>
    </Box>
  );
}
