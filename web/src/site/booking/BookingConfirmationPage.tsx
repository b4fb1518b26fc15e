import { Box, Container, Heading, List, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { customerDashboardPath } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { TextLink } from "../../ui/navigation/links";
import { useSearchParams } from "../../ui/navigation/navigation";
import { recallRequest } from "../../features/booking";
import type { MessageId } from "../../i18n/messages";
import { AccountOffer, SentTrip, UnknownRequest } from "./ConfirmationParts";

/** After a request: its reference, the trip as sent, what happens next; signed out, an account offer. */
export default function BookingConfirmationPage() {
  const { session } = useSession();
  const params = useSearchParams();
  const reference = params.get("request") ?? "";
  const request = reference ? recallRequest(reference) : null;

  if (!request) {
    return <UnknownRequest />;
  }

  const steps: MessageId[] = ["confirmation.next1", "confirmation.next2", "confirmation.next3"];
  return (
    <>
      <PageTitle id="confirmation.pageTitle" />
      <PageHeader
        eyebrow={<FormattedMessage id="confirmation.eyebrow" />}
        title={<FormattedMessage id="confirmation.title" values={{ name: request.name }} />}
        subtitle={<FormattedMessage id="confirmation.subtitle" values={{ email: request.email }} />}
      />
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        <Stack gap="10">
          <Box bg="navy.900" color="fg.inverted" rounded="xl" p="6">
            <Text fontSize="sm" color="gold.200" textTransform="uppercase" letterSpacing="wider">
              <FormattedMessage id="confirmation.reference" />
            </Text>
            <Text fontSize="3xl" fontFamily="mono" data-testid="confirmation-reference">
              {request.reference}
            </Text>
          </Box>
          <SentTrip request={request} />
          <Stack as="section" gap="4" aria-labelledby="next-title">
            <Heading id="next-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
              <FormattedMessage id="confirmation.nextTitle" />
            </Heading>
            <List.Root as="ol" gap="2" ps="5">
              {steps.map((step) => (
                <List.Item key={step}>
                  <FormattedMessage id={step} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          {session ? (
            <TextLink to={customerDashboardPath}>
              <FormattedMessage id="confirmation.toDashboard" />
            </TextLink>
          ) : (
            <AccountOffer email={request.email} />
          )}
        </Stack>
      </Container>
    </>
  );
}
