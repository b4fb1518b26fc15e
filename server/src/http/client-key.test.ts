import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.js";

describe("clientKey", () => {
  it("keeps an IPv4 address whole, also when written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:4:7::/64";
    for (const ip of [
      "2001:db8:4:7::1",
      "2001:0DB8:0004:0007:ffff:ffff:ffff:ffff",
      "2001:db8:4:7:1:2:3.4.5.6",
      "2001:db8:4:7::1%eth0",
    ])
      expect(clientKey(ip)).toBe(key);
    expect(clientKey("2001:db8:4:8::1")).toBe("2001:db8:4:8::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::")).toBe("fe80:0:0:0::/64");
  });
});
