import { Badge, Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router-dom";
import { staffDashboardPath } from "../../../auth/paths";
import { InlineLoader } from "../../../ui/components/InlineLoader";
import { LoadError } from "../../../ui/components/LoadError";
import { BackOfficePageHeader } from "../../layout/BackOfficePageHeader";
import { PageTitle } from "../../../ui/components/PageTitle";
import { TextLink } from "../../../ui/navigation/links";
import { useLeadDetailQuery } from "../../../graphql/generated";
import { LeadActivityPanel } from "./LeadActivityPanel";
import { LeadAssignee } from "./LeadAssignee";
import { LeadContactCard } from "./LeadContactCard";
import { LeadConversations } from "./LeadConversations";
import { LeadRequests } from "./LeadRequests";
import { LeadStatusControl } from "./LeadStatusControl";
import { LeadViewers } from "./LeadViewers";
import { LeadStatusBadge } from "../LeadStatusBadge";
import { useCoalescedReload } from "./useCoalescedReload";
import { useLeadChanges } from "./useLeadChanges";

/** One lead, where brokers work it: who it is, how hot, who has it, what was said, and the quotes. */
export default function LeadDetailPage() {
  const { id = "" } = useParams();
  const { data, error, refetch } = useLeadDetailQuery({ variables: { id }, fetchPolicy: "cache-and-network" });
  const lead = data?.lead;
  const reload = useCoalescedReload(refetch);
  useLeadChanges(id, reload);

  if (error && !data) {
    return (
      <Container maxW="5xl" py="16">
        <LoadError onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!data) return <InlineLoader />;
  if (!lead) {
    return (
      <Container maxW="5xl" py="16">
        <PageTitle id="leadDetail.notFoundTitle" />
        <Stack gap="4">
          <Heading as="h1" fontFamily="heading" fontWeight="normal">
            <FormattedMessage id="leadDetail.notFoundTitle" />
          </Heading>
          <TextLink to={staffDashboardPath}>
            <FormattedMessage id="leadDetail.backToBoard" />
          </TextLink>
        </Stack>
      </Container>
    );
  }

  return (
    <>
      <PageTitle id="leadDetail.pageTitle" values={{ name: lead.contactName }} />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            // Visitor-written: React renders it as text, never as markup.
            title={<bdi>{lead.contactName}</bdi>}
            subtitle={<FormattedMessage id="leadDetail.eyebrow" />}
          >
            <HStack gap="2" flexWrap="wrap">
              <LeadStatusBadge status={lead.status} />
              {lead.stale && (
                <Badge colorPalette="red" variant="solid" size="md" data-testid="lead-stale">
                  <FormattedMessage id="leadDetail.stale" />
                </Badge>
              )}
            </HStack>
          </BackOfficePageHeader>
          <HStack justify="space-between" flexWrap="wrap" gap="4">
            <TextLink to={staffDashboardPath} fontSize="sm">
              <FormattedMessage id="leadDetail.backToBoard" />
            </TextLink>
            <LeadViewers leadId={lead.id} viewerId={data.viewer?.id ?? null} />
          </HStack>
          {lead.stale && (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="leadDetail.staleHint" />
            </Text>
          )}
          <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="10" alignItems="start">
            <LeadContactCard lead={lead} />
            <Stack gap="8">
              <LeadStatusControl lead={lead} />
              <LeadAssignee lead={lead} viewerId={data.viewer?.id ?? null} />
            </Stack>
          </Grid>
          <LeadRequests lead={lead} onQuoted={reload} />
          <LeadConversations requests={lead.quoteRequests} />
          <LeadActivityPanel lead={lead} />
        </Stack>
      </Container>
    </>
  );
}
