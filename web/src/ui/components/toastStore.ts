import { createToaster } from "@chakra-ui/react";

/**
 * The toasts on screen, which <AppToaster /> shows. Top centre, under the navigation: the same in
 * both reading directions (zag's "-end" placements flip twice in right-to-left pages and land on
 * the right in Arabic). Everything else creates toasts through ./toaster.
 */
export const toastStore = createToaster({ placement: "top", pauseOnPageIdle: true, max: 4 });
