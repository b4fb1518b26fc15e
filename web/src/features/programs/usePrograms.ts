import { useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import { usePrograms_ListQuery, type ProgramCode, type Programs_ListQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

export const programsListQuery = /* GraphQL */ `
  query Programs_List {
    programs {
      code
      name
      summary
      mostPopular
      fromPriceUsd
      priceUnit
      features {
        key
        label
      }
    }
  }
`;

type ApiProgram = Programs_ListQuery["programs"][number];

// Translations are keyed by the programme's code and each feature's stable key; a feature staff
// add later shows the API's English label until it has messages.
const programMessages: Record<ProgramCode, { anchor: string; name: MessageId; summary: MessageId }> = {
  ON_DEMAND: { anchor: "on-demand", name: "program.onDemand.name", summary: "program.onDemand.summary" },
  MEMBERSHIP: { anchor: "membership", name: "program.membership.name", summary: "program.membership.summary" },
  CORPORATE: { anchor: "corporate", name: "program.corporate.name", summary: "program.corporate.summary" },
};

const featureMessages: Record<string, MessageId> = {
  "pay-per-flight": "program.onDemand.f.payPerFlight",
  "no-commitment": "program.onDemand.f.noCommitment",
  "hourly-pricing": "program.onDemand.f.hourlyPricing",
  "guaranteed-availability": "program.membership.f.guaranteed",
  "fixed-hourly-rates": "program.membership.f.fixedRates",
  "priority-scheduling": "program.membership.f.priority",
  catering: "program.membership.f.catering",
  "account-manager": "program.membership.f.accountManager",
  "tax-benefits": "program.membership.f.tax",
  "empty-leg-discounts": "program.membership.f.emptyLegs",
  "family-access": "program.membership.f.family",
  "rollover-hours": "program.membership.f.rollover",
  "custom-pricing": "program.corporate.f.customPricing",
  "custom-agreements": "program.corporate.f.agreements",
  "volume-discounts": "program.corporate.f.volume",
  "dedicated-fleet": "program.corporate.f.dedicatedFleet",
  "multi-user-booking": "program.corporate.f.multiUser",
  "expense-reporting": "program.corporate.f.expenses",
  "safety-briefings": "program.corporate.f.safety",
  "priority-support": "program.corporate.f.prioritySupport",
};

export interface ProgramView {
  code: ProgramCode;
  /** The page anchor (/programs#membership). */
  anchor: string;
  name: string;
  summary: string;
  /** "From €7,636 per flight hour", or how it is priced when staff set no figure. */
  pricing: string;
  features: { key: string; text: string }[];
  mostPopular: boolean;
}

/** The programmes as staff maintain them (prices included), in the visitor's language and currency. */
export function usePrograms() {
  const intl = useIntl();
  const { format } = useCurrency();
  const { data, loading, error, refetch } = usePrograms_ListQuery({ fetchPolicy: "cache-and-network" });
  const text = (id: MessageId | undefined, fallback: string) => (id ? intl.formatMessage({ id }) : fallback);
  const pricing = (program: ApiProgram) => {
    if (program.priceUnit === "CUSTOM") return intl.formatMessage({ id: "program.corporate.pricing" });
    if (program.fromPriceUsd == null)
      return intl.formatMessage({
        id: program.priceUnit === "HOUR" ? "program.onDemand.pricing" : "program.membership.pricing",
      });
    return intl.formatMessage(
      { id: program.priceUnit === "HOUR" ? "program.fromPerHour" : "program.fromPerYear" },
      { price: format(program.fromPriceUsd) },
    );
  };
  const programs: ProgramView[] | undefined = data?.programs.map((program) => {
    const messages = programMessages[program.code];
    return {
      code: program.code,
      anchor: messages.anchor,
      name: text(messages.name, program.name),
      summary: text(messages.summary, program.summary),
      pricing: pricing(program),
      features: program.features.map((feature) => ({
        key: feature.key,
        text: text(featureMessages[feature.key], feature.label),
      })),
      mostPopular: program.mostPopular,
    };
  });
  return { programs, loading, error, refetch };
}
