import { Badge, Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { customerDashboardPath } from "../../auth/paths";
import { EmptyState } from "../../components/EmptyState";
import { InlineLoader } from "../../components/InlineLoader";
import { LoadError } from "../../components/LoadError";
import { PageHeader } from "../../components/PageHeader";
import { PageTitle } from "../../components/PageTitle";
import { ButtonLink, TextLink } from "../../components/RouterLinks";
import { useCustomerTestimonialsQuery, type TestimonialStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { TestimonialForm } from "./TestimonialForm";

export const customerTestimonialsQuery = /* GraphQL */ `
  query CustomerTestimonials($after: String) {
    myTestimonials(first: 20, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          rating
          text
          status
          createdAt
          bookingId
        }
      }
    }
    # The 50 latest bookings (the API's cost limit keeps one page modest); shares the dashboard's paginated cache entry, so the same shape.
    myBookings(first: 50) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          number
          route
          departAt
          status
        }
      }
    }
  }
`;

const statusView: Record<TestimonialStatus, { label: MessageId; palette: string }> = {
  PENDING: { label: "reviews.status.PENDING", palette: "orange" },
  APPROVED: { label: "reviews.status.APPROVED", palette: "green" },
  REJECTED: { label: "reviews.status.REJECTED", palette: "gray" },
};

/** The customer's reviews of flown trips: write one, follow its review. */
export default function CustomerTestimonialsPage() {
  const intl = useIntl();
  const { data, error, refetch, fetchMore, loading } = useCustomerTestimonialsQuery({
    fetchPolicy: "cache-and-network",
  });
  const more = data?.myTestimonials.pageInfo;
  const testimonials = data?.myTestimonials.edges.map((edge) => edge.node) ?? [];
  const reviewed = new Set(testimonials.map((t) => t.bookingId));
  const flown = (data?.myBookings.edges.map((edge) => edge.node) ?? []).filter(
    (booking) => booking.status === "COMPLETED",
  );
  const toReview = flown.filter((booking) => !reviewed.has(booking.id));
  const pending = testimonials.some((t) => t.status === "PENDING");

  return (
    <>
      <PageTitle id="reviews.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="dashboard.customer.eyebrow" />}
        title={<FormattedMessage id="reviews.title" />}
        subtitle={<FormattedMessage id="reviews.subtitle" />}
      />
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <Stack gap="12">
          <TextLink to={customerDashboardPath} fontSize="sm">
            <FormattedMessage id="request.backToDashboard" />
          </TextLink>
          {error && !data ? (
            <LoadError onRetry={() => void refetch()} />
          ) : !data ? (
            <InlineLoader />
          ) : (
            <>
              <Stack as="section" gap="5" aria-labelledby="write-title">
                <Heading id="write-title" as="h2" fontSize="2xl" fontFamily="heading" fontWeight="normal">
                  <FormattedMessage id="reviews.writeTitle" />
                </Heading>
                {toReview.length === 0 ? (
                  <EmptyState
                    title={
                      <FormattedMessage id={flown.length ? "reviews.allReviewedTitle" : "reviews.noFlightsTitle"} />
                    }
                    body={<FormattedMessage id={flown.length ? "reviews.allReviewedBody" : "reviews.noFlightsBody"} />}
                    action={
                      flown.length ? undefined : (
                        <ButtonLink to="/booking" colorPalette="gold">
                          <FormattedMessage id="nav.bookNow" />
                        </ButtonLink>
                      )
                    }
                  />
                ) : pending ? (
                  <Text color="fg.muted" data-testid="review-pending-note">
                    <FormattedMessage id="reviews.onePending" />
                  </Text>
                ) : (
                  <TestimonialForm trips={toReview} onSent={() => void refetch()} />
                )}
              </Stack>
              <Stack as="section" gap="4" aria-labelledby="mine-title">
                <Heading id="mine-title" as="h2" fontSize="2xl" fontFamily="heading" fontWeight="normal">
                  <FormattedMessage id="reviews.mineTitle" />
                </Heading>
                {testimonials.length === 0 ? (
                  <Text color="fg.muted">
                    <FormattedMessage id="reviews.noneYet" />
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="3" data-testid="my-testimonials">
                    {testimonials.map((testimonial) => (
                      <Card.Root as="li" key={testimonial.id} size="sm" data-testid="my-testimonial">
                        <Card.Body gap="2">
                          <HStack justify="space-between" flexWrap="wrap">
                            <Text
                              color="gold.700"
                              aria-label={intl.formatMessage(
                                { id: "about.testimonials.rating" },
                                { rating: testimonial.rating },
                              )}
                              role="img"
                            >
                              {"★".repeat(testimonial.rating)}
                              <Text as="span" color="border.emphasized">
                                {"★".repeat(5 - testimonial.rating)}
                              </Text>
                            </Text>
                            <Badge colorPalette={statusView[testimonial.status].palette} variant="subtle">
                              <FormattedMessage id={statusView[testimonial.status].label} />
                            </Badge>
                          </HStack>
                          <Text>{testimonial.text}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {intl.formatDate(testimonial.createdAt, { dateStyle: "medium" })}
                          </Text>
                        </Card.Body>
                      </Card.Root>
                    ))}
                  </Stack>
                )}
                {more?.hasNextPage && (
                  <Button
                    alignSelf="center"
                    variant="outline"
                    loading={loading}
                    onClick={() => void fetchMore({ variables: { after: more.endCursor } })}
                  >
                    <FormattedMessage id="common.showMore" />
                  </Button>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
