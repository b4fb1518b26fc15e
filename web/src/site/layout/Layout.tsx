import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { SeoHead } from "../seo/SeoHead";
import { PageLoader } from "../../ui/components/PageLoader";
import { AuthLinkNoticeIsland } from "../../features/auth";
import { arrowScrollPx } from "../../behaviours/timings";
import { useArrowKeyScroll } from "../../behaviours/useArrowKeyScroll";
import { Footer } from "./Footer";
import { ScrollManager } from "../../ui/navigation/ScrollManager";
import { mainContentId, SkipLink } from "../../ui/navigation/SkipLink";
import { TopNav } from "./TopNav";

export function Layout() {
  useArrowKeyScroll(arrowScrollPx);
  return (
    <Flex direction="column" minH="100dvh">
      <SeoHead />
      <SkipLink />
      <ScrollManager />
      <AuthLinkNoticeIsland />
      <TopNav />
      <Box as="main" id={mainContentId} flex="1" tabIndex={-1} _focus={{ outline: "none" }}>
        {/* Inside main, so the nav and footer stay put while a page module loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
