import { useCallback } from "react";
import { customerDashboardPath, signupConfirmationPath } from "../../auth/paths";
import type { SignedUp } from "./SignUpForm";
import { useAuthToasts } from "./useAuthToasts";
import { useNavigate } from "../../ui/navigation/navigation";

/** After sign-up: the 'Account created!' toast and the page that says to check the inbox (spec §4). */
export function useSignUpComplete(): (result: SignedUp) => void {
  const navigate = useNavigate();
  const toasts = useAuthToasts();
  return useCallback(
    ({ email, session }: SignedUp) => {
      if (session) {
        // The server confirmed the address itself: the user is already signed in.
        toasts.welcomeBack();
        navigate(customerDashboardPath);
        return;
      }
      toasts.accountCreated();
      navigate(`${signupConfirmationPath}?${new URLSearchParams({ email }).toString()}`);
    },
    [navigate, toasts],
  );
}
