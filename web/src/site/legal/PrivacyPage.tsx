import { FormattedMessage } from "react-intl";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { LegalNotice } from "./LegalNotice";

export default function PrivacyPage() {
  return (
    <>
      <PageTitle id="legal.privacy.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="legal.eyebrow" />}
        title={<FormattedMessage id="legal.privacy.title" />}
        subtitle={<FormattedMessage id="legal.privacy.subtitle" />}
      />
      <LegalNotice kind={"PRIVACY" as const} />
    </>
  );
}
