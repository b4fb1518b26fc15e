import { Container, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { customerDashboardPath } from "../../auth/paths";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { TextLink } from "../../ui/navigation/links";
import { MyTestimonialsSection } from "./MyTestimonialsSection";
import { useMyTestimonials } from "./useMyTestimonials";
import { WriteReviewSection } from "./WriteReviewSection";

/** The customer's reviews of flown trips: write one, follow its review. */
export default function CustomerTestimonialsPage() {
  const { data, error, refetch, fetchMore, loading, more, testimonials, flown, toReview, pending } =
    useMyTestimonials();

  return (
    <>
      <PageTitle id="reviews.title" />
      <PageHeader
        underFixedNav={false}
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
              <WriteReviewSection
                flownCount={flown.length}
                toReview={toReview}
                pending={pending}
                onSent={() => void refetch()}
              />
              <MyTestimonialsSection
                testimonials={testimonials}
                pageInfo={more}
                loading={loading}
                fetchMore={fetchMore}
              />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
