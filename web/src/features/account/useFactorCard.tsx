import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import type { MessageId } from "../../i18n/messages";
import { MfaChallengeFormOnDemand } from "../auth";
import { useAuthToasts } from "../auth";

/** What a card of second factors shows: the list, the step adding one, or the proof before a removal. */
export type FactorCardMode = { kind: "idle" } | { kind: "adding" } | { kind: "confirming"; removeFactorId: string };

/**
 * A second-factor card's steps (authenticator apps, security keys): removing a verified factor needs
 * an aal2 session, so from aal1 the person proves a factor first; the session is refreshed after,
 * since the server lowered it.
 */
export function useFactorCard({ removed, onFailure }: { removed: MessageId; onFailure: (error: unknown) => void }) {
  const { client, aal } = useSession();
  const toasts = useAuthToasts();
  const [mode, setMode] = useState<FactorCardMode>({ kind: "idle" });
  const [removing, setRemoving] = useState<string | null>(null);

  async function remove(factorId: string) {
    setRemoving(factorId);
    const { error } = await client.mfa.unenroll({ factorId });
    if (!error) {
      await client.refreshSession();
      toasts.success(removed);
    } else {
      onFailure(error);
    }
    setRemoving(null);
  }

  const askRemove = (factor: { id: string }) => {
    if (aal.current === "aal2") void remove(factor.id);
    else setMode({ kind: "confirming", removeFactorId: factor.id });
  };

  return { mode, setMode, removing, remove, askRemove };
}

/** The proof asked for before a factor is removed from an aal1 session. */
export function ConfirmFactorRemoval({
  intro,
  onCancel,
  onConfirmed,
}: {
  intro: MessageId;
  onCancel: () => void;
  onConfirmed: () => Promise<void>;
}) {
  return (
    <MfaChallengeFormOnDemand
      intro={
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id={intro} />
        </Text>
      }
      cancelLabel="common.cancel"
      onCancel={onCancel}
      onVerified={onConfirmed}
    />
  );
}
