import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { SeoHead } from "../seo/SeoHead";
import { HydrationFieldset } from "../../components/HydrationFieldset";
import { PageLoader } from "../../components/PageLoader";
import { AuthLinkNotice } from "../../features/auth/AuthLinkNotice";
import { useArrowKeyScroll } from "../../hooks/useArrowKeyScroll";
import { Footer } from "./Footer";
import { ScrollManager } from "./ScrollManager";
import { mainContentId, SkipLink } from "./SkipLink";
import { TopNav } from "./TopNav";

const arrowScrollPx = 300; // spec §9

export function Layout() {
  useArrowKeyScroll(arrowScrollPx);
  return (
    <Flex direction="column" minH="100dvh">
      <SeoHead />
      <SkipLink />
      <ScrollManager />
      <AuthLinkNotice />
      <TopNav />
      {/* The page's forms wait for hydration; the header's language and currency forms work without JavaScript. */}
      <HydrationFieldset>
        <Box as="main" id={mainContentId} flex="1" tabIndex={-1} _focus={{ outline: "none" }}>
          {/* Inside main, so the nav and footer stay put while a page module loads. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </HydrationFieldset>
      <Footer />
    </Flex>
  );
}
