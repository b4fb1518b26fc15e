import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { LoaderOptions } from "../../core/batches.js";
import { manifestStatuses } from "./manifest-status.js";
import type { ManifestStatus } from "./passenger.js";

export interface PassengerLoaders {
  /** What a booking's manifest lacks (Booking.manifest): no passenger's details. */
  manifestStatus: DataLoader<string, ManifestStatus>;
}

export function createPassengerLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): PassengerLoaders {
  return {
    manifestStatus: new DataLoader((bookingIds) => manifestStatuses(db, bookingIds), { cache }),
  };
}
