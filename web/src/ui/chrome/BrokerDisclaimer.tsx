import { Text, type TextProps } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { contactDetails } from "../../lib/contactDetails";

// US 14 CFR Part 295: every page must say the company is a broker, not the operator.
export function BrokerDisclaimer(props: TextProps) {
  return (
    <Text fontSize="xs" lineHeight="tall" {...props}>
      <FormattedMessage id="legal.brokerDisclaimer" values={{ brand: contactDetails.brandName }} />
    </Text>
  );
}
