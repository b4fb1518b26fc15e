import { Box, Heading, Table, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { LegalNotice } from "./LegalNotice";
import { storedItems, storedKindLabel } from "./storedItems";

export default function CookiesPage() {
  return (
    <>
      <PageTitle id="legal.cookies.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="legal.eyebrow" />}
        title={<FormattedMessage id="legal.cookies.title" />}
        subtitle={<FormattedMessage id="legal.cookies.subtitle" />}
      />
      <LegalNotice kind={"COOKIES" as const}>
        <section aria-labelledby="stored-items-title">
          <Heading id="stored-items-title" as="h2" fontSize="2xl" mt="4" mb="3">
            <FormattedMessage id="legal.cookies.listTitle" />
          </Heading>
          <Text color="fg.muted" mb="5">
            <FormattedMessage id="legal.cookies.listIntro" />
          </Text>
          {/* A wide table scrolls on its own on a phone, and takes the keyboard's focus to do so. */}
          <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="stored-items-title">
            <Table.Root size="sm" variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <FormattedMessage id="legal.cookies.name" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="legal.cookies.kind" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="legal.cookies.purpose" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="legal.cookies.keptFor" />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {storedItems.map((item) => (
                  <Table.Row key={item.name}>
                    <Table.Cell>
                      <code dir="ltr">{item.name}</code>
                    </Table.Cell>
                    <Table.Cell>
                      <FormattedMessage id={storedKindLabel[item.kind]} />
                    </Table.Cell>
                    <Table.Cell>
                      <FormattedMessage id={item.purpose} />
                    </Table.Cell>
                    <Table.Cell>
                      <FormattedMessage id={item.kept} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </section>
      </LegalNotice>
    </>
  );
}
