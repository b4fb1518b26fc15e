import { Box, Container, HStack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { ButtonLink } from "../../ui/navigation/links";
import { usePageLocation } from "../../ui/navigation/navigation";

export default function NotFoundPage() {
  const { pathname } = usePageLocation();
  return (
    <>
      <PageTitle id="notFound.title" />
      <PageHeader
        eyebrow="404"
        title={<FormattedMessage id="notFound.title" />}
        subtitle={<FormattedMessage id="notFound.body" />}
      >
        <HStack gap="4" pt="4" flexWrap="wrap">
          <ButtonLink to="/" colorPalette="gold">
            <FormattedMessage id="notFound.home" />
          </ButtonLink>
          <ButtonLink
            to="/contact"
            variant="outline"
            color="fg.inverted"
            borderColor="whiteAlpha.500"
            _hover={{ bg: "whiteAlpha.200" }}
          >
            <FormattedMessage id="cta.contactUs" />
          </ButtonLink>
        </HStack>
      </PageHeader>
      <Box py="12">
        <Container maxW="7xl">
          <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
            <FormattedMessage id="notFound.path" values={{ path: <code dir="ltr">{pathname}</code> }} />
          </Text>
        </Container>
      </Box>
    </>
  );
}
