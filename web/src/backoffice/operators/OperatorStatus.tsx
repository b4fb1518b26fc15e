import { Badge, HStack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminOperatorSummaryFieldsFragment } from "../../graphql/generated";

type Warning = AdminOperatorSummaryFieldsFragment["warnings"][number];

/** Whether the operator may be quoted, whether it is demo data, and each paper that ends soon or has ended. */
export function OperatorStatus({ operator }: { operator: AdminOperatorSummaryFieldsFragment }) {
  return (
    <HStack gap="1.5" flexWrap="wrap">
      <Badge colorPalette={operator.quotable ? "green" : "red"} data-testid="operator-quotable">
        <FormattedMessage id={operator.quotable ? "admin.operators.quotable" : "admin.operators.notQuotable"} />
      </Badge>
      {operator.warnings.map((warning) => (
        <WarningBadge key={warning.document} warning={warning} />
      ))}
      {operator.demo && (
        <Badge colorPalette="purple" variant="outline" data-testid="operator-demo">
          <FormattedMessage id="admin.operators.demo" />
        </Badge>
      )}
    </HStack>
  );
}

function WarningBadge({ warning }: { warning: Warning }) {
  const intl = useIntl();
  const document = intl.formatMessage({ id: `admin.operators.document.${warning.document}` });
  const text =
    warning.kind === "LAPSED"
      ? intl.formatMessage({ id: "admin.operators.warning.lapsed" }, { document, days: -warning.daysLeft })
      : warning.daysLeft === 0
        ? intl.formatMessage({ id: "admin.operators.warning.endsToday" }, { document })
        : intl.formatMessage({ id: "admin.operators.warning.expiring" }, { document, days: warning.daysLeft });
  return (
    <Badge
      colorPalette={warning.kind === "LAPSED" ? "red" : "orange"}
      variant="subtle"
      title={intl.formatDate(`${warning.expiresOn}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" })}
      data-testid="operator-warning"
    >
      {text}
    </Badge>
  );
}
