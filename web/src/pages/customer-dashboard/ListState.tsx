import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { bookingPath } from "../../app/layout/navLinks";
import { EmptyState } from "../../components/EmptyState";
import { InlineLoader } from "../../components/InlineLoader";
import { LoadError } from "../../components/LoadError";
import { ButtonLink } from "../../components/RouterLinks";
import type { MessageId } from "../../i18n/messages";

interface ListStateProps {
  loaded: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  emptyTitle: MessageId;
  emptyBody: MessageId;
  children: ReactNode;
}

/** A dashboard list's states: failed (retry), loading, empty (with a way to book), or the list. */
export function ListState({ loaded, failed, empty, onRetry, emptyTitle, emptyBody, children }: ListStateProps) {
  if (failed && !loaded) return <LoadError onRetry={onRetry} />;
  if (!loaded) return <InlineLoader />;
  if (empty) {
    return (
      <EmptyState
        title={<FormattedMessage id={emptyTitle} />}
        body={<FormattedMessage id={emptyBody} />}
        action={
          <ButtonLink to={bookingPath} colorPalette="gold">
            <FormattedMessage id="nav.bookNow" />
          </ButtonLink>
        }
      />
    );
  }
  return children;
}
