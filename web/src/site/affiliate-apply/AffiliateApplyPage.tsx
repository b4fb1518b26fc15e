import { Button, Container, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { affiliateFields } from "../../../../server/src/core/rules/index.js";
import { ListedFields } from "../../ui/components/form/ListedFields";
import { SendFailedNotice } from "../../ui/components/form/SendFailedNotice";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { defineIsland } from "../../islands/island";
import { AffiliateApplied } from "./AffiliateApplied";
import { useAffiliateApplication } from "./useAffiliateApplication";

/**
 * The partner application: a form, then what happens next. Applying twice makes one application.
 * The page's content is an island over the server's HTML (its title stays in the page's head).
 */
export function AffiliateApplication() {
  const intl = useIntl();
  const { values, update, errors, loading, sentTo, onSubmit, sendFailed } = useAffiliateApplication();

  return (
    <>
      <PageHeader
        eyebrow={<FormattedMessage id="affiliate.eyebrow" />}
        title={<FormattedMessage id="affiliateApply.title" />}
        subtitle={<FormattedMessage id="affiliateApply.subtitle" />}
      />
      <Container maxW="3xl" py={{ base: "10", md: "16" }}>
        {sentTo ? (
          <AffiliateApplied email={sentTo} />
        ) : (
          <Stack asChild gap="5">
            <form
              method="post"
              action="/affiliate/apply"
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              aria-label={intl.formatMessage({ id: "affiliateApply.title" })}
            >
              {sendFailed && <SendFailedNotice />}
              <ListedFields fields={affiliateFields} values={values} errors={errors} onChange={update} named />
              <Button
                type="submit"
                colorPalette="gold"
                loading={loading}
                alignSelf="start"
                data-testid="affiliate-submit"
              >
                <FormattedMessage id="affiliateApply.submit" />
              </Button>
            </form>
          </Stack>
        )}
      </Container>
    </>
  );
}

const AffiliateApplicationIsland = defineIsland("affiliate-form", AffiliateApplication, "visible");

export default function AffiliateApplyPage() {
  return (
    <>
      <PageTitle id="affiliateApply.title" />
      <AffiliateApplicationIsland />
    </>
  );
}
