import { HStack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { JetIcon } from "../components/icons";
import { contactDetails } from "../../lib/contactDetails";
import { RouteLink } from "../navigation/links";

/** The brand, light on the dark bars of every frame that wears it: a link to the public home page. */
export function Brand() {
  const intl = useIntl();
  return (
    <RouteLink to="/" aria-label={intl.formatMessage({ id: "nav.brandHome" }, { brand: contactDetails.brandName })}>
      <HStack gap="2" color="fg.inverted" _hover={{ color: "gold.200" }} transition="color 0.2s">
        <JetIcon boxSize="7" color="gold.400" />
        <Text as="span" fontFamily="heading" fontSize="xl" letterSpacing="wide" fontWeight="semibold" dir="ltr">
          Sky
          <Text as="span" color="gold.400">
            Charter
          </Text>
        </Text>
      </HStack>
    </RouteLink>
  );
}
