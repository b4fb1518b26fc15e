import { useCompanyContact_ReadQuery } from "../../graphql/generated";

// The company's main phone and email as admins keep them (the companySettings query): the header,
// footers and calls to action show them, and show nothing while they are unset (a new installation)
// rather than an invented number. Server-rendered pages carry them in their HTML.
export const companyContactQuery = /* GraphQL */ `
  query CompanyContact_Read {
    companySettings {
      legalName
      registeredAddress
      companyNumber
      phone
      email
    }
  }
`;

export interface CompanyContact {
  legalName: string;
  registeredAddress: string;
  companyNumber: string;
  /** As written, e.g. "+44 20 7946 0000"; empty while unset. */
  phone: string;
  /** The tel: link for `phone`, or null while it is unset. */
  phoneHref: string | null;
  email: string;
}

const none: CompanyContact = {
  legalName: "",
  registeredAddress: "",
  companyNumber: "",
  phone: "",
  phoneHref: null,
  email: "",
};

/** A tel: link of the number's digits, with its leading +. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, "");
  return digits ? `tel:+${digits}` : null;
};

export function useCompanyContact(): CompanyContact {
  const { data } = useCompanyContact_ReadQuery();
  const settings = data?.companySettings;
  if (!settings) return none;
  return { ...settings, phoneHref: telHref(settings.phone) };
}
