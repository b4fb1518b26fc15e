import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "../../ui/navigation/navigation";
import { staffDashboardPath } from "../../auth/paths";
import { sanitizeRedirect } from "../../auth/redirects";
import { useSession } from "../../auth/SessionContext";
import { signOutHere } from "../../auth/signOut";
import { useAuthToasts, needsSecondFactor } from "../../features/auth";
import {
  StaffLogin_ViewerDocument,
  useStaffLogin_ViewerQuery,
  type StaffLogin_ViewerQuery,
} from "../../graphql/generated";

export const staffLoginViewerQuery = /* GraphQL */ `
  query StaffLogin_Viewer {
    viewer {
      id
      role
      canUseStaffTools
    }
  }
`;

/**
 * checking: asking the server where this session stands; password: the form; code: the
 * second factor (a code, or the security key); enroll: first-time setup of an authenticator app, or
 * of a security key under STAFF_REQUIRE_MFA=webauthn (staff need it for the back office); customer:
 * a customer account, which this login is not for.
 */
export type Step = "checking" | "password" | "code" | "enroll" | "customer" | "failed";

/**
 * Where the staff sign-in stands: first as the session we arrived with says ("through": already
 * signed in with access), then as each step on the page leaves it. The server decides access.
 */
export function useStaffLoginStep() {
  const { loading, session, client, store, needsSecondFactor: owesCode } = useSession();
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const toasts = useAuthToasts();
  const params = useSearchParams();
  const destination = sanitizeRedirect(params.get("redirect"), staffDashboardPath);
  // Null until something happens on this page; until then the step follows the session we arrived with.
  const [chosen, setStep] = useState<Step | null>(null);
  const arrival = useStaffLogin_ViewerQuery({
    skip: loading || !session || chosen !== null,
    fetchPolicy: "network-only",
  });

  /** After a sign-in step on this page: where does the session stand now? The server decides access. */
  const proceed = useCallback(
    async (signedInHere: boolean) => {
      setStep("checking");
      let viewer: StaffLogin_ViewerQuery["viewer"];
      try {
        const { data } = await apollo.query<StaffLogin_ViewerQuery>({
          query: StaffLogin_ViewerDocument,
          fetchPolicy: "network-only",
        });
        viewer = data?.viewer ?? null;
      } catch {
        setStep("failed");
        return;
      }
      if (!viewer) {
        setStep("password");
        return;
      }
      if (viewer.role === "CUSTOMER") {
        // A customer who just typed their password here does not stay signed in by accident.
        if (signedInHere) await signOutHere(client, store);
        setStep("customer");
        return;
      }
      if (await needsSecondFactor(client)) setStep("code");
      else if (!viewer.canUseStaffTools) setStep("enroll");
      else {
        if (signedInHere) toasts.welcomeBack();
        navigate(destination, { replace: true });
      }
    },
    [apollo, client, store, toasts, navigate, destination],
  );

  const arrivalStep = (): Step | "through" => {
    if (loading || arrival.loading) return "checking";
    if (!session) return "password";
    if (arrival.error || !arrival.data) return "failed";
    const viewer = arrival.data.viewer;
    if (!viewer) return "password";
    if (viewer.role === "CUSTOMER") return "customer";
    if (owesCode) return "code";
    return viewer.canUseStaffTools ? "through" : "enroll";
  };
  const step = chosen ?? arrivalStep();

  const switchAccount = () => {
    void signOutHere(client, store).then(() => setStep("password"));
  };

  return {
    step,
    destination,
    signedIn: Boolean(session),
    proceed,
    switchAccount,
    retryPassword: () => setStep("password"),
  };
}
