import { Skeleton } from "@chakra-ui/react";
import { LoadError } from "../../ui/components/LoadError";

/** Where programme cards will be: placeholders of their size (no layout shift), or a retry. */
export function ProgramsFallback({
  failed,
  onRetry,
  height,
}: {
  failed: boolean;
  onRetry: () => void;
  height: "xs" | "md";
}) {
  if (failed) return <LoadError onRetry={onRetry} />;
  const minH = height === "md" ? "26rem" : "20rem";
  return [0, 1, 2].map((i) => <Skeleton key={i} minH={minH} rounded="2xl" />);
}
