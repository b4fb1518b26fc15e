import { Badge, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TestimonialStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { ShowMore, type ConnectionPageInfo } from "../../ui/components/ShowMore";
import type { MyTestimonial } from "./useMyTestimonials";

const statusView: Record<TestimonialStatus, { label: MessageId; palette: string }> = {
  PENDING: { label: "reviews.status.PENDING", palette: "orange" },
  APPROVED: { label: "reviews.status.APPROVED", palette: "green" },
  REJECTED: { label: "reviews.status.REJECTED", palette: "gray" },
};

interface MyTestimonialsSectionProps {
  testimonials: MyTestimonial[];
  pageInfo: ConnectionPageInfo | undefined;
  loading: boolean;
  fetchMore: (options: { variables: { after: string | null } }) => unknown;
}

/** The customer's reviews so far, each with where its moderation stands. */
export function MyTestimonialsSection({ testimonials, pageInfo, loading, fetchMore }: MyTestimonialsSectionProps) {
  return (
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
            <MyTestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </Stack>
      )}
      <ShowMore pageInfo={pageInfo} loading={loading} fetchMore={fetchMore} />
    </Stack>
  );
}

function MyTestimonialCard({ testimonial }: { testimonial: MyTestimonial }) {
  const intl = useIntl();
  return (
    <Card.Root as="li" size="sm" data-testid="my-testimonial">
      <Card.Body gap="2">
        <HStack justify="space-between" flexWrap="wrap">
          <Text
            color="gold.700"
            aria-label={intl.formatMessage({ id: "about.testimonials.rating" }, { rating: testimonial.rating })}
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
  );
}
