import { Portal, Stack, Toast, Toaster } from "@chakra-ui/react";
import { toastStore } from "./toastStore";

// Inside the I18nProvider: Chakra's locale gives the toasts their direction (rtl in Arabic).
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toastStore} insetInline={{ mdDown: "4" }} mt={{ base: "16", lg: "28" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full strength: the theme's 0.8 left a success toast's line under 4.5:1 on its green (WCAG AA). */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
