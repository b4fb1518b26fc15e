import { Box } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

export const mainContentId = "main-content";

export function SkipLink() {
  return (
    <Box
      asChild
      position="absolute"
      insetStart="4"
      top="-20"
      zIndex="skipNav"
      bg="gold.400"
      color="navy.950"
      px="4"
      py="2"
      rounded="md"
      fontWeight="semibold"
      _focus={{ top: "4" }}
    >
      <a href={`#${mainContentId}`}>
        <FormattedMessage id="nav.skipToContent" />
      </a>
    </Box>
  );
}
