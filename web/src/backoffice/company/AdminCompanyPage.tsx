import { Container, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useAdminCompany_ReadQuery } from "../../graphql/generated";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageTitle } from "../../ui/components/PageTitle";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { CompanySettingsForm } from "./CompanySettingsForm";
import { LegalNoticeEditor } from "./LegalNoticeEditor";

// The read and the save answer the same fields: the form starts again from what was stored.
export const adminCompanyOperations = /* GraphQL */ `
  fragment AdminCompanyFields on CompanySettings {
    legalName
    registeredAddress
    companyNumber
    phone
    email
    desks {
      name
      region
      phone
      email
      hours
    }
    leadership {
      name
      role
      bio
    }
    figures {
      foundedYear
      fleetAccess
      flightsArranged
      clientSatisfactionPercent
    }
    certifications
    insurance {
      cover
      limitUsd
    }
  }
  query AdminCompany_Read {
    companySettings {
      ...AdminCompanyFields
    }
  }
  mutation AdminCompany_Update($input: CompanySettingsInput!) {
    updateCompanySettings(input: $input) {
      ...AdminCompanyFields
    }
  }
`;

/** /admin/company (admins): what the public pages say of the company, and its privacy and cookie notices. */
export default function AdminCompanyPage() {
  const { data, error, refetch } = useAdminCompany_ReadQuery({ fetchPolicy: "network-only" });
  return (
    <>
      <PageTitle id="admin.company.title" />
      <Container maxW="5xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.company.title" />}
            subtitle={<FormattedMessage id="admin.company.subtitle" />}
          />
          {data ? (
            <CompanySettingsForm settings={data.companySettings} />
          ) : error ? (
            <LoadError onRetry={() => void refetch()} />
          ) : (
            <InlineLoader />
          )}
          <LegalNoticeEditor />
        </Stack>
      </Container>
    </>
  );
}
