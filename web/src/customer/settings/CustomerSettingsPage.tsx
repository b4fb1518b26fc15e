import { Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { SecurityCard } from "../../features/account";
import { DataSection } from "./DataSection";
import { EmailSection } from "./EmailSection";
import { PasswordSection } from "./PasswordSection";
import { PhoneFactorSection } from "./PhoneFactorSection";
import { PasskeysSection } from "./PasskeysSection";
import { ProfileSection } from "./ProfileSection";
import { SavedPassengersSection } from "./SavedPassengersSection";
import { SignInsSection } from "./SignInsSection";

/** Account settings: profile, address, password, second factor, sign-ins and sessions, the data we hold. */
export default function CustomerSettingsPage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle id="settings.title" />
      <PageHeader
        underFixedNav={false}
        eyebrow={<FormattedMessage id="dashboard.customer.eyebrow" />}
        title={<FormattedMessage id="settings.title" />}
        subtitle={<FormattedMessage id="settings.intro" />}
      />
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        {/* Keyed by user: the forms start from the account's current values after a switch. */}
        <SimpleGrid key={user?.id} columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <Stack gap="6">
            <ProfileSection />
            <EmailSection />
            <PasswordSection />
            <SavedPassengersSection />
          </Stack>
          <Stack gap="6">
            <SecurityCard returnPath="/customer/settings" />
            <PhoneFactorSection />
            <PasskeysSection />
            <SignInsSection />
            <DataSection />
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}
