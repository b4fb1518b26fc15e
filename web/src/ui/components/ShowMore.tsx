import { Button, type ButtonProps } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Where a connection stands: whether there is a next page, and the cursor it starts after. */
export interface ConnectionPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

interface ShowMoreProps extends Omit<ButtonProps, "onClick" | "loading" | "children"> {
  pageInfo: ConnectionPageInfo | null | undefined;
  loading: boolean;
  /** The list query's own fetchMore: the cache's pagination policy appends the page it brings. */
  fetchMore: (options: { variables: { after: string | null } }) => unknown;
}

/** "Show more" under a paged list: there while the connection has a next page, busy while a page loads. */
export function ShowMore({ pageInfo, loading, fetchMore, ...button }: ShowMoreProps) {
  if (!pageInfo?.hasNextPage) return null;
  const { endCursor } = pageInfo;
  return (
    <Button
      alignSelf="center"
      variant="outline"
      {...button}
      loading={loading}
      onClick={() => void fetchMore({ variables: { after: endCursor } })}
    >
      <FormattedMessage id="common.showMore" />
    </Button>
  );
}
