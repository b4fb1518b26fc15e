import { useIntl } from "react-intl";
import { PreferenceSelect } from "./PreferenceSelect";
import { useLocale } from "../../i18n/LocaleContext";
import { isLocale, localeOptions } from "../../i18n/locales";

// Names only: flag emoji draw as boxes or letter pairs on several systems, and a flag is a country, not a language.
const options = localeOptions.map((o) => ({ value: o.code, label: o.name }));

export function LanguageSelector() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <PreferenceSelect
      name="lang"
      label={intl.formatMessage({ id: "preferences.language" })}
      applyLabel={intl.formatMessage({ id: "preferences.apply" })}
      value={locale}
      options={options}
      onChange={(value) => {
        if (isLocale(value)) void setLocale(value);
      }}
    />
  );
}
