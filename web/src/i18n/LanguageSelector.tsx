import { useIntl } from "react-intl";
import { PreferenceSelect } from "../components/PreferenceSelect";
import { useLocale } from "./LocaleContext";
import { isLocale, localeOptions } from "./locales";

const options = localeOptions.map((o) => ({ value: o.code, label: `${o.flag} ${o.name}` }));

export function LanguageSelector() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <PreferenceSelect
      label={intl.formatMessage({ id: "preferences.language" })}
      value={locale}
      options={options}
      onChange={(value) => {
        if (isLocale(value)) void setLocale(value);
      }}
    />
  );
}
