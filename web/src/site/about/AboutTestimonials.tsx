import { Card, HStack, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyState } from "../../ui/components/EmptyState";
import { LoadError } from "../../ui/components/LoadError";
import { Section } from "../../ui/components/Section";
import { useAbout_TestimonialsQuery } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";

export const aboutTestimonialsQuery = /* GraphQL */ `
  query About_Testimonials($locale: String) {
    testimonials(locale: $locale, first: 6) {
      id
      authorName
      rating
      text
      featured
    }
  }
`;

/** What clients say, approved by staff, in the language the visitor reads. */
export function AboutTestimonials() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, error, refetch } = useAbout_TestimonialsQuery({
    variables: { locale },
    fetchPolicy: "cache-and-network",
  });
  const testimonials = data?.testimonials;

  return (
    <Section
      id="testimonials"
      eyebrow={<FormattedMessage id="about.testimonials.eyebrow" />}
      title={<FormattedMessage id="about.testimonials.title" />}
    >
      {error && !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : testimonials?.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="about.testimonials.emptyTitle" />}
          body={<FormattedMessage id="about.testimonials.emptyBody" />}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" as="ul" listStyleType="none" data-testid="testimonials">
          {testimonials
            ? testimonials.map((testimonial) => (
                <Card.Root as="li" key={testimonial.id} variant="outline" bg="white" data-testid="testimonial">
                  <Card.Body gap="4">
                    <HStack
                      gap="0.5"
                      color="gold.600"
                      aria-label={intl.formatMessage(
                        { id: "about.testimonials.rating" },
                        { rating: testimonial.rating },
                      )}
                      role="img"
                    >
                      {Array.from({ length: 5 }, (_, star) => (
                        <Text
                          as="span"
                          key={star}
                          aria-hidden="true"
                          color={star < testimonial.rating ? "gold.600" : "border.emphasized"}
                        >
                          ★
                        </Text>
                      ))}
                    </HStack>
                    <Text as="blockquote" fontFamily="heading" fontSize="lg" lineHeight="1.6">
                      {testimonial.text}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      — {testimonial.authorName}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))
            : [0, 1, 2].map((i) => <Skeleton as="li" key={i} minH="48" rounded="xl" />)}
        </SimpleGrid>
      )}
    </Section>
  );
}
