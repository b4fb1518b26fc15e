import { Box, Flex } from "@chakra-ui/react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Outlet } from "react-router-dom";
import { arrowScrollPx } from "../../behaviours/timings";
import { useArrowKeyScroll } from "../../behaviours/useArrowKeyScroll";
import { PageLoader } from "../../ui/components/PageLoader";
import { ScrollManager } from "../../ui/navigation/ScrollManager";
import { mainContentId, SkipLink } from "../../ui/navigation/SkipLink";
import { useBackOfficeKeys } from "./useBackOfficeKeys";
import { BackOfficeNav } from "./BackOfficeNav";
import { BackOfficeTopBar } from "./BackOfficeTopBar";

/**
 * The back office's own frame: a compact bar with the signed-in person, the sections beside the
 * page (above it on a phone), and no marketing chrome, so a page's figures start near the top.
 */
// The search's code (and cmdk) loads the first time it is opened, not with every back-office page.
const CommandPalette = lazy(() => import("../palette/CommandPalette").then((m) => ({ default: m.CommandPalette })));

export function BackOfficeLayout() {
  useArrowKeyScroll(arrowScrollPx);
  const [palette, setPalette] = useState<"never" | "open" | "closed">("never");
  const openPalette = useCallback(() => setPalette("open"), []);
  useBackOfficeKeys(openPalette);
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SkipLink />
      <ScrollManager />
      <BackOfficeTopBar onSearch={openPalette} />
      {palette !== "never" && (
        <Suspense fallback={null}>
          <CommandPalette open={palette === "open"} onOpenChange={(open) => setPalette(open ? "open" : "closed")} />
        </Suspense>
      )}
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
