import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { currencies, currencyByCode, isCurrencyCode } from "./currencies";
import { useCurrency } from "./CurrencyContext";
import { CurrencyProvider } from "./CurrencyProvider";
import { convertFromUsd, formatPrice } from "./formatPrice";

describe("currencies", () => {
  it("has the nine spec currencies with their fixed rates and symbols", () => {
    expect(currencies.map((c) => [c.code, c.rate, c.symbol])).toEqual([
      ["USD", 1, "$"],
      ["EUR", 0.92, "€"],
      ["GBP", 0.79, "£"],
      ["AED", 3.67, "د.إ"],
      ["CNY", 7.24, "¥"],
      ["NGN", 1580, "₦"],
      ["CAD", 1.39, "C$"],
      ["AUD", 1.54, "A$"],
      ["JPY", 149.5, "¥"],
    ]);
  });

  it("recognises only those codes", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });
});

describe("convertFromUsd / formatPrice", () => {
  it("multiplies by the rate and rounds to whole units", () => {
    expect(convertFromUsd(4500, currencyByCode("EUR"))).toBe(4140);
    expect(convertFromUsd(6000, currencyByCode("EUR"))).toBe(5520);
    expect(convertFromUsd(92857, currencyByCode("GBP"))).toBe(73357); // 73357.03
    expect(convertFromUsd(49412, currencyByCode("AED"))).toBe(181342); // 181342.04
    expect(convertFromUsd(3, currencyByCode("JPY"))).toBe(449); // 448.5 rounds up
  });

  it("writes the symbol before the amount, grouped in the given locale, without decimals", () => {
    expect(formatPrice(4500, currencyByCode("USD"), "en-US")).toBe("$4,500");
    expect(formatPrice(4500, currencyByCode("EUR"), "en-US")).toBe("€4,140");
    expect(formatPrice(18000, currencyByCode("NGN"), "en-US")).toBe("₦28,440,000");
    expect(formatPrice(4500, currencyByCode("EUR"), "de-DE")).toBe("€4.140");
    expect(formatPrice(65000, currencyByCode("CAD"), "en-US")).toBe("C$90,350");
  });
});

function PriceProbe({ usd }: { usd: number }) {
  const { format, currency } = useCurrency();
  return <span>{`${currency.code} ${format(usd)}`}</span>;
}

describe("useCurrency", () => {
  it("throws outside a CurrencyProvider", () => {
    expect(() => renderToString(<PriceProbe usd={1} />)).toThrow(
      new Error("useCurrency must be used within a CurrencyProvider"),
    );
  });

  it("starts at USD and formats through the provider", () => {
    const html = renderToString(
      <CurrencyProvider numberLocale="en-US">
        <PriceProbe usd={65000} />
      </CurrencyProvider>,
    );
    expect(html).toContain("USD $65,000");
  });

  it("formats in the currency it is given", () => {
    const html = renderToString(
      <CurrencyProvider numberLocale="en-US" initialCurrency="EUR">
        <PriceProbe usd={4500} />
      </CurrencyProvider>,
    );
    expect(html).toContain("EUR €4,140");
  });
});
