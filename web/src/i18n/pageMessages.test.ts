import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Messages } from "./messages";
import { partialCatalogue, recordingMessages } from "./pageMessages";

const whole = { "a.title": "Hello {name}", "b.body": "Body", "c.unused": "Never read" } as unknown as Messages;

describe("a static page's messages", () => {
  it("records exactly the messages formatted on the server", () => {
    const recorded = recordingMessages(whole);
    const intl = createIntl({ locale: "en", messages: recorded.messages });
    expect(intl.formatMessage({ id: "a.title" as never }, { name: "Ann" })).toBe("Hello Ann");
    expect(intl.formatMessage({ id: "b.body" as never })).toBe("Body");
    expect(recorded.read()).toEqual({ "a.title": "Hello {name}", "b.body": "Body" });
  });

  it("reads a missing message as nothing visible, fetches the catalogue once, and then an older intl reads it too", async () => {
    let loads = 0;
    const catalogue = partialCatalogue({ "a.title": "Hello {name}" }, () => {
      loads++;
      return Promise.resolve(whole);
    });
    const errors: unknown[] = [];
    const intl = createIntl({ locale: "en", messages: catalogue.messages, onError: (e) => errors.push(e) });
    expect(intl.formatMessage({ id: "a.title" as never }, { name: "Ann" })).toBe("Hello Ann");
    expect(intl.formatMessage({ id: "b.body" as never })).toBe("\u200b");
    expect(intl.formatMessage({ id: "b.body" as never })).toBe("\u200b");
    catalogue.requestWhole();
    await catalogue.whole;
    expect(loads).toBe(1);
    expect(errors).toEqual([]);
    expect(intl.formatMessage({ id: "b.body" as never })).toBe("Body");
  });
});
