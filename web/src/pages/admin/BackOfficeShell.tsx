import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { BackOfficeNav } from "./dashboard/BackOfficeNav";

/** A back-office page under the section navigation. */
export function BackOfficeShell({ children }: { children: ReactNode }) {
  return (
    <Stack gap={{ base: "6", md: "8" }}>
      <BackOfficeNav />
      {children}
    </Stack>
  );
}
