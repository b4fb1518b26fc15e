import { Button, Collapsible, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CommissionStatement } from "../../features/affiliates";
import { useAdminAffiliates_MarkPaidMutation, useAdminAffiliates_StatementQuery } from "../../graphql/generated";
import { ListState } from "../../ui/components/ListState";
import { toaster } from "../../ui/components/toaster";

export const affiliateStatementQuery = /* GraphQL */ `
  query AdminAffiliates_Statement($id: ID!) {
    affiliateStatement(applicationId: $id) {
      ...AffiliateStatementFields
    }
  }
`;

export const markCommissionPaidMutation = /* GraphQL */ `
  mutation AdminAffiliates_MarkPaid($bookingId: ID!) {
    markAffiliateCommissionPaid(bookingId: $bookingId) {
      ...AffiliateStatementFields
    }
  }
`;

/** An affiliate's commissions, opened on demand; staff mark each paid once it is paid out. */
export function AffiliateCommissions({ applicationId, name }: { applicationId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button size="sm" variant="outline" alignSelf="start">
          <FormattedMessage
            id={open ? "admin.affiliates.hideCommissions" : "admin.affiliates.showCommissions"}
            values={{ name }}
          />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>{open && <Statement applicationId={applicationId} />}</Collapsible.Content>
    </Collapsible.Root>
  );
}

function Statement({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useAdminAffiliates_StatementQuery({
    variables: { id: applicationId },
    fetchPolicy: "cache-and-network",
  });
  const [markPaid, { loading }] = useAdminAffiliates_MarkPaidMutation();

  async function pay(bookingId: string) {
    try {
      // A statement has no id of its own to merge by in the cache: the shown one is read again.
      await markPaid({ variables: { bookingId }, refetchQueries: ["AdminAffiliates_Statement"] });
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "admin.affiliates.paidDone" }),
      });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.affiliates.failed" }) });
    }
  }

  return (
    <Stack pt="3">
      <ListState
        loaded={Boolean(data)}
        failed={Boolean(error)}
        empty={false}
        onRetry={() => void refetch()}
        emptyTitle="admin.affiliates.emptyTitle"
        emptyBody="admin.affiliates.emptyBody"
        emptyAction={null}
      >
        {data && (
          <CommissionStatement
            statement={data.affiliateStatement}
            action={(row) => (
              <Button size="xs" colorPalette="navy" loading={loading} onClick={() => void pay(row.bookingId)}>
                <FormattedMessage id="admin.affiliates.markPaid" values={{ booking: row.bookingNumber }} />
              </Button>
            )}
          />
        )}
      </ListState>
    </Stack>
  );
}
