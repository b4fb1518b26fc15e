import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../ui/components/toaster";
import {
  useAdminTestimonials_ReviewMutation,
  type AdminTestimonialsQuery,
  type TestimonialStatus,
} from "../../graphql/generated";

export const reviewTestimonialMutation = /* GraphQL */ `
  mutation AdminTestimonials_Review($id: ID!, $status: TestimonialStatus!, $featured: Boolean) {
    reviewTestimonial(id: $id, status: $status, featured: $featured) {
      id
      status
      featured
      reviewedAt
      reviewer {
        id
        email
        name
      }
    }
  }
`;

export type ReviewItem = AdminTestimonialsQuery["testimonialsForReview"]["edges"][number]["node"];

/** One testimonial as staff review it: the words (shown as plain text), who wrote it, and the moves it allows. */
export function TestimonialReviewCard({ item, onReviewed }: { item: ReviewItem; onReviewed: () => void }) {
  const intl = useIntl();
  const [review, { loading }] = useAdminTestimonials_ReviewMutation();

  async function act(status: TestimonialStatus, featured?: boolean) {
    try {
      await review({ variables: { id: item.id, status, featured } });
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: `admin.testimonials.done.${status}` }),
      });
      onReviewed();
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.testimonials.failed" }) });
    }
  }

  return (
    <Card.Root as="li" variant="outline" bg="white" data-testid="review-item">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">
            <bdi>{item.authorName}</bdi>
            {item.author && (
              <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm" ms="2">
                <bdi>{item.author.email}</bdi>
              </Text>
            )}
          </Text>
          <HStack gap="2">
            {item.featured && (
              <Badge colorPalette="gold">
                <FormattedMessage id="admin.testimonials.featured" />
              </Badge>
            )}
            <Badge
              variant="subtle"
              aria-label={intl.formatMessage({ id: "admin.testimonials.rating" }, { rating: item.rating })}
            >
              {"★".repeat(item.rating)}
              {"☆".repeat(5 - item.rating)}
            </Badge>
            <Badge variant="outline">{item.locale.toUpperCase()}</Badge>
          </HStack>
        </HStack>
        <Text whiteSpace="pre-wrap" dir="auto">
          {item.text}
        </Text>
        <Stack gap="0" fontSize="xs" color="fg.muted">
          <Text>
            <FormattedMessage
              id="admin.testimonials.written"
              values={{ date: <FormattedDate value={item.createdAt} dateStyle="medium" /> }}
            />
          </Text>
          {item.reviewedAt && (
            <Text>
              <FormattedMessage
                id="admin.testimonials.reviewedBy"
                values={{
                  date: <FormattedDate value={item.reviewedAt} dateStyle="medium" />,
                  name: <bdi>{item.reviewer?.name ?? item.reviewer?.email ?? "—"}</bdi>,
                }}
              />
            </Text>
          )}
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {item.status !== "APPROVED" && (
            <Button size="sm" colorPalette="navy" loading={loading} onClick={() => void act("APPROVED")}>
              <FormattedMessage id="admin.testimonials.approve" />
            </Button>
          )}
          {item.status !== "REJECTED" && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={loading}
              onClick={() => void act("REJECTED")}
            >
              <FormattedMessage id="admin.testimonials.reject" />
            </Button>
          )}
          {item.status === "APPROVED" && (
            <Button size="sm" variant="outline" loading={loading} onClick={() => void act("APPROVED", !item.featured)}>
              <FormattedMessage id={item.featured ? "admin.testimonials.unfeature" : "admin.testimonials.feature"} />
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
