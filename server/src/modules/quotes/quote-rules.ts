import { EstimatePosition } from "./quote.enums.js";

/** Where a price in whole US dollars stands against an estimate's range (both ends within). */
export function estimatePosition(priceUsd: number, estimate: { lowUsd: number; highUsd: number }): EstimatePosition {
  if (priceUsd < estimate.lowUsd) return EstimatePosition.BELOW;
  if (priceUsd > estimate.highUsd) return EstimatePosition.ABOVE;
  return EstimatePosition.WITHIN;
}
