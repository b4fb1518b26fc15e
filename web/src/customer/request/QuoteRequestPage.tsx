import { Container, Grid, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router-dom";
import { customerDashboardPath } from "../../auth/paths";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { TextLink } from "../../ui/navigation/links";
import { ConversationPanel } from "../../features/conversation";
import { RequestStatusBadge, routeOf } from "../../features/trips";
import { BookingMoney } from "./BookingMoney";
import { CancelRequest } from "./CancelRequest";
import { PassengersSection } from "./PassengersSection";
import { QuoteOptions } from "./QuoteOptions";
import { RequestEstimate } from "./RequestEstimate";
import { RequestNotFound } from "./RequestNotFound";
import { RequestTimeline } from "./RequestTimeline";
import { RequestTrip } from "./RequestTrip";
import { useCustomerRequest } from "./useCustomerRequest";

/** One quote request: the trip, where it stands, and the broker's quotes to accept. */
export default function QuoteRequestPage() {
  const { id = "" } = useParams();
  const { request, failed, loading, refetch } = useCustomerRequest(id);

  if (failed) {
    return (
      <Container maxW="5xl" py="16">
        <LoadError onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (loading) return <InlineLoader />;
  if (!request) return <RequestNotFound />;

  return (
    <>
      <PageTitle id="request.pageTitle" values={{ reference: request.reference }} />
      <PageHeader
        underFixedNav={false}
        eyebrow={<FormattedMessage id="request.eyebrow" values={{ reference: request.reference }} />}
        title={<bdi>{routeOf(request.legs)}</bdi>}
        subtitle={<RequestStatusBadge status={request.status} />}
      />
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Stack gap="12">
          <TextLink to={customerDashboardPath} fontSize="sm">
            <FormattedMessage id="request.backToDashboard" />
          </TextLink>
          <RequestTimeline request={request} />
          <CancelRequest request={request} />
          <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="10" alignItems="start">
            <RequestTrip request={request} />
            {request.estimate && <RequestEstimate estimate={request.estimate} />}
          </Grid>
          <QuoteOptions request={request} />
          {request.booking && <BookingMoney requestId={request.id} />}
          {request.booking && request.booking.status !== "CANCELLED" && (
            <PassengersSection bookingId={request.booking.id} quoteRequestId={request.id} />
          )}
          <ConversationPanel quoteRequestId={request.id} side="customer" />
        </Stack>
      </Container>
    </>
  );
}
