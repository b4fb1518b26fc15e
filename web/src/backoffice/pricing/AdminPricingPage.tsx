import { Container, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { useAdminPricingQuery } from "../../graphql/generated";
import { AuditTrail } from "./AuditTrail";
import { BankInstructions } from "./BankInstructions";
import { EstimatePreview } from "./EstimatePreview";
import { FeaturedOffers } from "./FeaturedOffers";
import { PricingForm } from "./PricingForm";

/** /admin/pricing (ADMIN only): rates and estimate rules, a preview of the live estimate, featured offers, the audit trail. */
export default function AdminPricingPage() {
  const { data, error, refetch } = useAdminPricingQuery({ fetchPolicy: "network-only" });
  return (
    <>
      <PageTitle id="admin.pricing.title" />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.pricing.title" />}
            subtitle={<FormattedMessage id="admin.pricing.subtitle" />}
          />
          {data ? (
            <PricingForm settings={data.pricing} />
          ) : error ? (
            <LoadError onRetry={() => void refetch()} />
          ) : (
            <InlineLoader />
          )}
          <BankInstructions />
          <EstimatePreview />
          <FeaturedOffers />
          <AuditTrail />
        </Stack>
      </Container>
    </>
  );
}
