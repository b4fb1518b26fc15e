import { describe, expect, it } from "vitest";
import { encodeEvent, MAX_PAYLOAD_BYTES, noPubSub } from "./pubsub.js";

describe("PubSub wire format", () => {
  it("carries the payload, and the topic id when there is one", () => {
    expect(JSON.parse(encodeEvent("leads", { leadId: "l1" }))).toEqual({ payload: { leadId: "l1" } });
    expect(JSON.parse(encodeEvent("quoteRequest", { quoteRequestId: "q1" }, 42))).toEqual({
      id: "42",
      payload: { quoteRequestId: "q1" },
    });
  });

  it("refuses a payload PostgreSQL would not carry, pointing at ids", () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    }));
    expect(() => encodeEvent("leads", rows)).toThrowError(
      new RegExp(`bytes \\(limit ${MAX_PAYLOAD_BYTES}\\): publish ids`),
    );
  });

  it("accepts topics that are safe PostgreSQL channel names only", () => {
    expect(() => encodeEvent("lead:events.v1", {})).not.toThrow();
    for (const topic of ["", "1leads", 'leads"; DROP TABLE lead; --', "x".repeat(64), "leads events"]) {
      expect(() => encodeEvent(topic, {})).toThrowError(/PubSub topic/);
    }
  });

  it("a process without a database builds the schema but cannot run subscriptions", async () => {
    expect(() => noPubSub.subscribe("leads")).toThrowError("no PubSub in this process");
    await expect(noPubSub.publish("leads", {})).rejects.toThrowError("no PubSub in this process");
  });
});
