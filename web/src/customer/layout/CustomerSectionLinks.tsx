import { Link, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { navLinkStyles } from "../../ui/chrome/navLinkStyles";
import { RouteLink } from "../../ui/navigation/links";
import { usePageLocation } from "../../ui/navigation/navigation";
import { customerSections, sectionCurrent } from "./sections";

/** The customer's sections, in a row on the bar or stacked in the compact menu; the one shown is marked. */
export function CustomerSectionLinks({ stacked = false }: { stacked?: boolean }) {
  const intl = useIntl();
  const { pathname } = usePageLocation();
  const stackedLook = stacked ? ({ display: "block", fontSize: "md", py: "2.5" } as const) : {};
  return (
    <nav aria-label={intl.formatMessage({ id: "customer.nav.label" })}>
      <Stack as="ul" direction={stacked ? "column" : "row"} gap="1" listStyleType="none">
        {customerSections.map((section) => (
          <li key={section.to}>
            <Link asChild css={navLinkStyles} {...stackedLook}>
              <RouteLink to={section.to} aria-current={sectionCurrent(section, pathname)}>
                <FormattedMessage id={section.label} />
              </RouteLink>
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
