import { describe, expect, it } from "vitest";
import { routeAlertConfirmEmail, routeAlertLegEmail, routeLabel } from "./route-alert.js";
import { mailLocales } from "./templates.js";

const leg = {
  route: "Nice (NCE) → Geneva (GVA)",
  window: "2027-08-02 09:00 – 2027-08-02 18:00",
  aircraft: "Citation XLS+",
  seats: 8,
  priceUsd: 9500,
  link: "https://jets.test/booking?from=NCE&to=GVA",
  unsubscribeLink: "https://jets.test/api/route-alerts/unsubscribe?token=abc",
};

describe("route alert emails", () => {
  it("has every language, the links in both parts, and the unsubscribe link in each alert", () => {
    const subjects = new Set<string>();
    for (const locale of mailLocales) {
      const confirm = routeAlertConfirmEmail({
        locale,
        route: "NCE → GVA",
        link: "https://jets.test/api/route-alerts/confirm?token=t",
      });
      expect(confirm.text).toContain("https://jets.test/api/route-alerts/confirm?token=t");
      expect(confirm.html).toContain(`lang="${locale}"`);
      const news = routeAlertLegEmail({ locale, ...leg });
      expect(news.text).toContain(leg.link);
      expect(news.text).toContain(leg.unsubscribeLink);
      expect(news.text).toContain("Citation XLS+");
      expect(news.html).toContain(leg.unsubscribeLink);
      subjects.add(news.subject);
    }
    // Four translations, not one copy.
    expect(subjects.size).toBe(4);
    expect(routeAlertLegEmail({ locale: "ar", ...leg }).html).toContain('dir="rtl"');
  });

  it("says anywhere for an open end, in the reader's language", () => {
    expect(routeLabel("en", null, "Paris")).toBe("anywhere → Paris");
    expect(routeLabel("es", "LHR", null)).toBe("LHR → cualquier lugar");
  });
});
