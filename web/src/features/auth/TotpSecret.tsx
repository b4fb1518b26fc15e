import { Box, Button, Center, Clipboard, Code, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Enrollment } from "./useTotpEnrollment";

/** The new authenticator's QR code, and its key to type or copy instead. */
export function TotpSecret({ enrollment }: { enrollment: Enrollment }) {
  const intl = useIntl();
  return (
    <>
      <Center>
        <Box bg="white" p="3" borderWidth="1px" borderColor="border" rounded="md">
          <Image
            src={enrollment.qrCode}
            alt={intl.formatMessage({ id: "auth.mfa.qrAlt" })}
            boxSize="44"
            data-testid="totp-qr"
          />
        </Box>
      </Center>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="auth.mfa.secretLabel" />
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Code data-testid="totp-secret" dir="ltr" fontSize="sm" px="2" py="1" wordBreak="break-all">
            {enrollment.secret}
          </Code>
          <Clipboard.Root value={enrollment.secret}>
            <Clipboard.Trigger asChild>
              <Button size="xs" variant="outline">
                <Clipboard.Indicator copied={<FormattedMessage id="auth.mfa.copied" />}>
                  <FormattedMessage id="auth.mfa.copy" />
                </Clipboard.Indicator>
              </Button>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
      </Stack>
    </>
  );
}
