import { useIntl } from "react-intl";
import { PreferenceSelect } from "./PreferenceSelect";
import { currencies, isCurrencyCode } from "../../currency/currencies";
import { useCurrency } from "../../currency/CurrencyContext";

const options = currencies.map((c) => ({ value: c.code, label: `${c.symbol} ${c.code}` }));

export function CurrencySelector() {
  const intl = useIntl();
  const { currency, setCurrency } = useCurrency();
  return (
    <PreferenceSelect
      name="currency"
      label={intl.formatMessage({ id: "preferences.currency" })}
      applyLabel={intl.formatMessage({ id: "preferences.apply" })}
      value={currency.code}
      options={options}
      onChange={(value) => {
        if (isCurrencyCode(value)) setCurrency(value);
      }}
    />
  );
}
