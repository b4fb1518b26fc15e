import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { arrowScrollPx } from "../../behaviours/timings";
import { useArrowKeyScroll } from "../../behaviours/useArrowKeyScroll";
import { AuthLinkNoticeIsland } from "../../features/auth";
import { PageLoader } from "../../ui/components/PageLoader";
import { ScrollManager } from "../../ui/navigation/ScrollManager";
import { mainContentId, SkipLink } from "../../ui/navigation/SkipLink";
import { CustomerFooter } from "./CustomerFooter";
import { CustomerTopBar } from "./CustomerTopBar";

/**
 * The customer area's own frame: a bar with the brand, the customer's sections, the language and
 * currency and the person signed in, and a slim footer with the charter desk's contact; none of the
 * public site's marketing navigation.
 */
export function CustomerLayout() {
  useArrowKeyScroll(arrowScrollPx);
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <ScrollManager />
      {/* An emailed link that lands here (an email change, a bad or expired link) is explained here too. */}
      <AuthLinkNoticeIsland />
      <CustomerTopBar />
      <Box as="main" id={mainContentId} flex="1" minW="0" tabIndex={-1} _focus={{ outline: "none" }}>
        {/* Inside main, so the bar and the footer stay put while a page module loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <CustomerFooter />
    </Flex>
  );
}
