import { describe, expect, it } from "vitest";
import { createLiveConnection } from "./liveConnection";

describe("live connection", () => {
  it("is reconnecting after a drop under a watching page, and calls for a catch-up once it is back", () => {
    const live = createLiveConnection();
    let catchUps = 0;
    live.onReconnect(() => catchUps++);
    live.watch();
    live.connected();
    expect(live.getState()).toBe("live");
    expect(catchUps).toBe(0);
    live.closed();
    expect(live.getState()).toBe("reconnecting");
    live.connected();
    expect(live.getState()).toBe("live");
    expect(catchUps).toBe(1);
  });

  it("treats a close with no page watching (the last subscription ended) as idle: nothing was missed", () => {
    const live = createLiveConnection();
    let catchUps = 0;
    live.onReconnect(() => catchUps++);
    const unwatch = live.watch();
    live.connected();
    unwatch();
    live.closed();
    expect(live.getState()).toBe("idle");
    live.connected();
    expect(catchUps).toBe(0);
  });
});
