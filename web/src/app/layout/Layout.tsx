import { Box, Flex } from "@chakra-ui/react";
import { Suspense, useEffect } from "react";
import { Outlet } from "react-router-dom";
import { SeoHead } from "../seo/SeoHead";
import { PageLoader } from "../../components/PageLoader";
import { AuthLinkNoticeIsland } from "../../features/auth/AuthLinkNotice";
import { arrowScrollPx } from "../../behaviours/timings";
import { useArrowKeyScroll } from "../../hooks/useArrowKeyScroll";
import { Footer } from "./Footer";
import { ScrollManager } from "./ScrollManager";
import { mainContentId, SkipLink } from "./SkipLink";
import { TopNav } from "./TopNav";

export function Layout() {
  useArrowKeyScroll(arrowScrollPx);
  // <html data-hydrated>: the app answers input (browser tests wait for it; a static page sets it itself).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
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
