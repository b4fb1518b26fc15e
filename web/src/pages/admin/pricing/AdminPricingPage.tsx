import { Container, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { InlineLoader } from "../../../components/InlineLoader";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageTitle } from "../../../components/PageTitle";
import { useAdminPricingQuery } from "../../../graphql/generated";
import { BackToDashboard } from "../BackToDashboard";
import { AuditTrail } from "./AuditTrail";
import { EstimatePreview } from "./EstimatePreview";
import { FeaturedOffers } from "./FeaturedOffers";
import { PricingForm } from "./PricingForm";

/** /admin/pricing (ADMIN only): rates and estimate rules, a preview of the live estimate, featured offers, the audit trail. */
export default function AdminPricingPage() {
  const { data, error, refetch } = useAdminPricingQuery({ fetchPolicy: "network-only" });
  return (
    <>
      <PageTitle id="admin.pricing.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="staff.eyebrow" />}
        title={<FormattedMessage id="admin.pricing.title" />}
        subtitle={<FormattedMessage id="admin.pricing.subtitle" />}
      >
        <BackToDashboard />
      </PageHeader>
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Stack gap="8">
          {data ? (
            <PricingForm settings={data.pricing} />
          ) : error ? (
            <LoadError onRetry={() => void refetch()} />
          ) : (
            <InlineLoader />
          )}
          <EstimatePreview />
          <FeaturedOffers />
          <AuditTrail />
        </Stack>
      </Container>
    </>
  );
}
