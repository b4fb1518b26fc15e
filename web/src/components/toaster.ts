import { createToaster } from "@chakra-ui/react";

/**
 * The app's one toast queue; <AppToaster /> shows it. Top centre, under the navigation: the same
 * in both reading directions (zag's "-end" placements flip twice in right-to-left pages and land
 * on the right in Arabic).
 */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true, max: 4 });
