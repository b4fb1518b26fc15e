import { Card, SimpleGrid, Skeleton, SkeletonText, VisuallyHidden } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

export function OffersSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>
        <FormattedMessage id="home.offers.loading" />
      </VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card.Root key={i} variant="outline" bg="white">
            <Card.Body gap="5">
              <Skeleton h="5" w="40%" />
              <Skeleton h="8" w="80%" />
              <SkeletonText noOfLines={2} />
              <Skeleton h="10" w="full" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </div>
  );
}
