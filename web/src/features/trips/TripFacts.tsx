import { DataList } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";

/** One labelled fact of a trip. */
export function TripFact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>
        <FormattedMessage id={label} />
      </DataList.ItemLabel>
      <DataList.ItemValue whiteSpace="pre-wrap">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Passengers and aircraft category of a trip, then whatever else the page adds. */
export function TripFacts({
  passengers,
  category,
  children,
}: {
  passengers: number;
  category: string | null;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <DataList.Root>
      <TripFact label="request.passengers">{intl.formatNumber(passengers)}</TripFact>
      <TripFact label="request.category">
        {category ? (
          <FormattedMessage id={`category.${category}` as MessageId} />
        ) : (
          <FormattedMessage id="request.anyCategory" />
        )}
      </TripFact>
      {children}
    </DataList.Root>
  );
}
