import { useMemo } from "react";
import { useIntl } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { toaster } from "../../ui/components/toaster";
import type { MessageId } from "../../i18n/messages";
import { useAuthMessage } from "./useAuthMessage";

export interface AuthToasts {
  /** 'Welcome back!' / "You've successfully logged in." */
  welcomeBack(): void;
  /** 'Account created!' / 'Please check your email to verify your account.' */
  accountCreated(): void;
  success(title: MessageId, description?: MessageId): void;
  /** A destructive toast titled 'Error': the mapped or server message, else the fallback. */
  error(error: unknown, fallback: MessageId): void;
  errorMessage(message: AuthErrorMessage): void;
}

/** The toasts of spec §8, in the user's language. */
export function useAuthToasts(): AuthToasts {
  const intl = useIntl();
  const authMessage = useAuthMessage();
  return useMemo(() => {
    const text = (id: MessageId) => intl.formatMessage({ id });
    const success = (title: MessageId, description?: MessageId) =>
      toaster.create({
        type: "success",
        closable: true,
        title: text(title),
        description: description && text(description),
      });
    const errorMessage = (message: AuthErrorMessage) =>
      toaster.create({
        type: "error",
        closable: true,
        title: text("auth.toast.errorTitle"),
        description: authMessage(message),
      });
    return {
      welcomeBack: () => success("auth.toast.welcomeTitle", "auth.toast.welcomeBody"),
      accountCreated: () => success("auth.toast.accountCreatedTitle", "auth.toast.accountCreatedBody"),
      success,
      error: (error, fallback) => errorMessage(describeAuthError(error, fallback)),
      errorMessage,
    };
  }, [intl, authMessage]);
}
