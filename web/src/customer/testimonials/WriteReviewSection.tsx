import { Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../ui/components/EmptyState";
import { ButtonLink } from "../../ui/navigation/links";
import { TestimonialForm } from "./TestimonialForm";

interface WriteReviewSectionProps {
  flownCount: number;
  /** Flown trips not yet reviewed. */
  toReview: Parameters<typeof TestimonialForm>[0]["trips"];
  /** A review awaits moderation: one at a time. */
  pending: boolean;
  onSent: () => void;
}

/** Writing a review of a flown trip, or why there is none to write now. */
export function WriteReviewSection({ flownCount, toReview, pending, onSent }: WriteReviewSectionProps) {
  return (
    <Stack as="section" gap="5" aria-labelledby="write-title">
      <Heading id="write-title" as="h2" fontSize="2xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="reviews.writeTitle" />
      </Heading>
      {toReview.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={flownCount ? "reviews.allReviewedTitle" : "reviews.noFlightsTitle"} />}
          body={<FormattedMessage id={flownCount ? "reviews.allReviewedBody" : "reviews.noFlightsBody"} />}
          action={
            flownCount ? undefined : (
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
        <TestimonialForm trips={toReview} onSent={onSent} />
      )}
    </Stack>
  );
}
