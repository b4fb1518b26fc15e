import { Badge, Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { AdminAffiliatesQuery } from "../../graphql/generated";
import { AffiliateCommissions } from "./AffiliateCommissions";
import { AffiliateDecision } from "./AffiliateDecision";

export type AffiliateItem = AdminAffiliatesQuery["affiliateApplications"]["edges"][number]["node"];

/** One application as staff see it: who applied and whom they reach, and what can be decided or paid. */
export function AffiliateApplicationCard({ item, onReviewed }: { item: AffiliateItem; onReviewed: () => void }) {
  const intl = useIntl();
  return (
    <Card.Root as="li" variant="outline" bg="white" data-testid="affiliate-application">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">
            <bdi>{item.name}</bdi>
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm" ms="2">
              <bdi>{item.email}</bdi>
            </Text>
          </Text>
          <HStack gap="2">
            {item.referralCode && (
              <Badge colorPalette="gold" data-testid="referral-code">
                {item.referralCode}
              </Badge>
            )}
            {item.commissionRatePercent != null && (
              <Badge variant="subtle">
                {intl.formatNumber(item.commissionRatePercent / 100, { style: "percent", maximumFractionDigits: 2 })}
              </Badge>
            )}
            <Badge variant="outline">{item.locale.toUpperCase()}</Badge>
          </HStack>
        </HStack>
        {(item.company || item.website) && (
          <Text fontSize="sm">
            {item.company && <bdi>{item.company}</bdi>}
            {item.company && item.website && " · "}
            {item.website && (
              <Link href={item.website} target="_blank" rel="noopener noreferrer nofollow">
                <bdi>{item.website}</bdi>
              </Link>
            )}
          </Text>
        )}
        <Text whiteSpace="pre-wrap" dir="auto">
          {item.audience}
        </Text>
        <Stack gap="0" fontSize="xs" color="fg.muted">
          <Text>
            <FormattedMessage
              id="admin.affiliates.applied"
              values={{ date: <FormattedDate value={item.createdAt} dateStyle="medium" /> }}
            />
          </Text>
          {item.reviewedAt && (
            <Text>
              <FormattedMessage
                id="admin.affiliates.reviewed"
                values={{ date: <FormattedDate value={item.reviewedAt} dateStyle="medium" /> }}
              />
            </Text>
          )}
          {item.rejectionReason && (
            <Text>
              <FormattedMessage
                id="admin.affiliates.reasonGiven"
                values={{ reason: <bdi>{item.rejectionReason}</bdi> }}
              />
            </Text>
          )}
        </Stack>
        {item.status === "PENDING" && <AffiliateDecision id={item.id} onReviewed={onReviewed} />}
        {item.referralCode && <AffiliateCommissions applicationId={item.id} name={item.name} />}
      </Card.Body>
    </Card.Root>
  );
}
