import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { customerDashboardPath } from "../../auth/paths";
import { PageTitle } from "../../ui/components/PageTitle";
import { TextLink } from "../../ui/navigation/links";

/** A request that does not exist, or is not the visitor's, with the way back to their requests. */
export function RequestNotFound() {
  return (
    <Container maxW="5xl" py="16">
      <PageTitle id="request.notFoundTitle" />
      <Stack gap="4">
        <Heading as="h1" fontFamily="heading" fontWeight="normal">
          <FormattedMessage id="request.notFoundTitle" />
        </Heading>
        <Text>
          <FormattedMessage id="request.notFoundBody" />
        </Text>
        <TextLink to={customerDashboardPath}>
          <FormattedMessage id="request.backToDashboard" />
        </TextLink>
      </Stack>
    </Container>
  );
}
