import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { arrowScrollPx } from "../../behaviours/timings";
import { useArrowKeyScroll } from "../../behaviours/useArrowKeyScroll";
import { PageLoader } from "../../ui/components/PageLoader";
import { ScrollManager } from "../../ui/navigation/ScrollManager";
import { mainContentId, SkipLink } from "../../ui/navigation/SkipLink";
import { BackOfficeNav } from "./BackOfficeNav";
import { BackOfficeTopBar } from "./BackOfficeTopBar";

/**
 * The back office's own frame: a compact bar with the signed-in person, the sections beside the
 * page (above it on a phone), and no marketing chrome, so a page's figures start near the top.
 */
export function BackOfficeLayout() {
  useArrowKeyScroll(arrowScrollPx);
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SkipLink />
      <ScrollManager />
      <BackOfficeTopBar />
      <Flex flex="1" direction={{ base: "column", lg: "row" }} minW="0">
        <BackOfficeNav />
        <Box as="main" id={mainContentId} flex="1" minW="0" tabIndex={-1} _focus={{ outline: "none" }}>
          {/* Inside main, so the bar and the sections stay put while a page module loads. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
