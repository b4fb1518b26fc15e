import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { groupByKey, type LoaderOptions } from "../../core/batches.js";
import type { Rfq } from "./rfq.js";
import { byCheapest, RFQ_COLUMNS, toRfq, type RfqRow } from "./rfq-rows.js";

export interface RfqLoaders {
  /** A request's RFQs (QuoteRequest.rfqs): answers cheapest first in US dollars, then declines, then waiting. */
  rfqsByQuoteRequest: DataLoader<string, Rfq[]>;
}

export function createRfqLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): RfqLoaders {
  return {
    rfqsByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = (await db.query(`SELECT ${RFQ_COLUMNS} FROM rfq WHERE quote_request_id = ANY($1::uuid[])`, [
          [...requestIds],
        ])) as RfqRow[];
        const now = new Date();
        return groupByKey(
          requestIds,
          rows.map((row) => toRfq(row, now)),
          (rfq) => rfq.quoteRequestId,
        ).map((rfqs) => rfqs.toSorted(byCheapest));
      },
      { cache },
    ),
  };
}
