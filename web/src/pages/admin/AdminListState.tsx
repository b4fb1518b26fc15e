import type { ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState";
import { InlineLoader } from "../../components/InlineLoader";
import { LoadError } from "../../components/LoadError";

interface AdminListStateProps {
  loaded: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  emptyTitle: ReactNode;
  emptyBody: ReactNode;
  children: ReactNode;
}

/** A back-office list's states: failed (retry), loading, empty, or the list (no "book now" as on the customer's). */
export function AdminListState({ loaded, failed, empty, onRetry, emptyTitle, emptyBody, children }: AdminListStateProps) {
  if (failed && !loaded) return <LoadError onRetry={onRetry} />;
  if (!loaded) return <InlineLoader />;
  if (empty) return <EmptyState title={emptyTitle} body={emptyBody} />;
  return children;
}
