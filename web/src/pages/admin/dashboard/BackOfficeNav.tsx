import { Button, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { NavLink, useNavigate } from "react-router-dom";
import { adminPricingPath, adminUsersPath, routeAccess, staffDashboardPath } from "../../../auth/paths";
import { useSession } from "../../../auth/SessionContext";
import { signOutEverywhere } from "../../../auth/signOut";
import type { MessageId } from "../../../i18n/messages";

// The back office's sections; those routeAccess keeps for admins are shown to admins only (the API refuses others anyway).
const sections: readonly { to: string; label: MessageId }[] = [
  { to: staffDashboardPath, label: "admin.nav.dashboard" },
  { to: "/admin/bookings", label: "admin.nav.bookings" },
  { to: "/admin/testimonials", label: "admin.nav.testimonials" },
  { to: "/admin/analytics", label: "admin.nav.analytics" },
  { to: adminUsersPath, label: "admin.nav.users" },
  { to: adminPricingPath, label: "admin.nav.pricing" },
];

export function BackOfficeNav() {
  const { client, store, role } = useSession();
  const navigate = useNavigate();
  const logout = () => {
    navigate("/");
    void signOutEverywhere(client, store);
  };

  return (
    <HStack
      as="nav"
      aria-labelledby="back-office-nav"
      justify="space-between"
      gap="4"
      flexWrap="wrap"
      borderBottomWidth="1px"
      pb="3"
    >
      <span id="back-office-nav" hidden>
        <FormattedMessage id="admin.nav.label" />
      </span>
      <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
        {sections
          .filter((section) => routeAccess(section.to) !== "admin" || role === "admin")
          .map((section) => (
            <li key={section.to}>
              <Button
                asChild
                variant="ghost"
                size="sm"
                css={{ "&[aria-current=page]": { bg: "navy.50", color: "navy.900", fontWeight: "semibold" } }}
              >
                <NavLink to={section.to} end>
                  <FormattedMessage id={section.label} />
                </NavLink>
              </Button>
            </li>
          ))}
      </HStack>
      <Button variant="outline" size="sm" onClick={logout}>
        <FormattedMessage id="nav.logout" />
      </Button>
    </HStack>
  );
}
