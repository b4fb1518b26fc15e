import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";

/** One titled part of the booking form. */
export function FormSection({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <Stack as="section" gap="5">
      <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}
