import { Button, Container, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { customerDashboardPath } from "../../auth/paths";
import { CommissionStatement } from "../../features/affiliates";
import { useAffiliateAccountQuery } from "../../graphql/generated";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { toaster } from "../../ui/components/toaster";
import { TextLink } from "../../ui/navigation/links";
import { AffiliateReferrals } from "./AffiliateReferrals";

export const affiliateAccountQuery = /* GraphQL */ `
  query AffiliateAccount {
    myAffiliate {
      referralCode
      commissionRatePercent
      referrals {
        kind
        reference
        route
        travelDate
        status
        createdAt
      }
      statement {
        ...AffiliateStatementFields
      }
    }
  }
`;

/** An approved affiliate's page: the link to share, the leads it brought (no client's details) and its commissions. */
export default function AffiliateAccountPage() {
  const { data, error, refetch } = useAffiliateAccountQuery({ fetchPolicy: "cache-and-network" });
  const affiliate = data?.myAffiliate;

  return (
    <>
      <PageTitle id="affiliateAccount.title" />
      <PageHeader
        underFixedNav={false}
        eyebrow={<FormattedMessage id="dashboard.customer.eyebrow" />}
        title={<FormattedMessage id="affiliateAccount.title" />}
        subtitle={<FormattedMessage id="affiliateAccount.subtitle" />}
      />
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        <Stack gap="12">
          <TextLink to={customerDashboardPath} fontSize="sm">
            <FormattedMessage id="request.backToDashboard" />
          </TextLink>
          {error && !data ? (
            <LoadError onRetry={() => void refetch()} />
          ) : !data ? (
            <InlineLoader />
          ) : !affiliate ? (
            <Stack gap="3" data-testid="not-affiliate">
              <Text>
                <FormattedMessage id="affiliateAccount.notAffiliate" />
              </Text>
              <TextLink to="/affiliate">
                <FormattedMessage id="affiliateAccount.aboutProgramme" />
              </TextLink>
            </Stack>
          ) : (
            <>
              <ShareLink code={affiliate.referralCode} ratePercent={affiliate.commissionRatePercent} />
              <Stack as="section" gap="4" aria-labelledby="affiliate-referrals">
                <Heading as="h2" size="lg" id="affiliate-referrals">
                  <FormattedMessage id="affiliateAccount.referrals" />
                </Heading>
                <AffiliateReferrals referrals={affiliate.referrals} />
              </Stack>
              <Stack as="section" gap="4" aria-labelledby="affiliate-commissions">
                <Heading as="h2" size="lg" id="affiliate-commissions">
                  <FormattedMessage id="affiliateAccount.commissions" />
                </Heading>
                <CommissionStatement statement={affiliate.statement} />
              </Stack>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

function ShareLink({ code, ratePercent }: { code: string; ratePercent: number }) {
  const intl = useIntl();
  const id = useId();
  const link = `${window.location.origin}/?ref=${encodeURIComponent(code)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toaster.create({ type: "success", closable: true, title: intl.formatMessage({ id: "affiliateAccount.copied" }) });
    } catch {
      // No clipboard (permissions, an old browser): the link is selectable in its field.
      toaster.create({
        type: "info",
        closable: true,
        title: intl.formatMessage({ id: "affiliateAccount.copyByHand" }),
      });
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-title`}>
      <Heading as="h2" size="lg" id={`${id}-title`}>
        <FormattedMessage id="affiliateAccount.yourLink" />
      </Heading>
      <Text>
        <FormattedMessage
          id="affiliateAccount.codeAndRate"
          values={{
            code: (
              <strong key="code" data-testid="affiliate-code">
                {code}
              </strong>
            ),
            rate: intl.formatNumber(ratePercent / 100, { style: "percent", maximumFractionDigits: 2 }),
          }}
        />
      </Text>
      <label htmlFor={`${id}-link`}>
        <FormattedMessage id="affiliateAccount.linkLabel" />
      </label>
      <HStack gap="2" flexWrap="wrap">
        <Input id={`${id}-link`} readOnly value={link} dir="ltr" maxW="lg" onFocus={(event) => event.target.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          <FormattedMessage id="affiliateAccount.copy" />
        </Button>
      </HStack>
    </Stack>
  );
}
