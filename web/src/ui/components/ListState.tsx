import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { bookingPath } from "../navigation/paths";
import { EmptyState } from "./EmptyState";
import { InlineLoader } from "./InlineLoader";
import { LoadError } from "./LoadError";
import { ButtonLink } from "../navigation/links";
import type { MessageId } from "../../i18n/messages";

interface ListStateProps {
  loaded: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  emptyTitle: MessageId;
  emptyBody: MessageId;
  /** What the empty state offers; a customer's lists offer booking a flight. */
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** A list's states: failed (retry), loading, empty (by default with a way to book), or the list. */
export function ListState({
  loaded,
  failed,
  empty,
  onRetry,
  emptyTitle,
  emptyBody,
  emptyAction,
  children,
}: ListStateProps) {
  if (failed && !loaded) return <LoadError onRetry={onRetry} />;
  if (!loaded) return <InlineLoader />;
  if (empty) {
    return (
      <EmptyState
        title={<FormattedMessage id={emptyTitle} />}
        body={<FormattedMessage id={emptyBody} />}
        action={
          emptyAction === undefined ? (
            <ButtonLink to={bookingPath} colorPalette="gold">
              <FormattedMessage id="nav.bookNow" />
            </ButtonLink>
          ) : (
            emptyAction
          )
        }
      />
    );
  }
  return children;
}
