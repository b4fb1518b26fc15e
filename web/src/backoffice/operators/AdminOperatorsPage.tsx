import { Button, Container, Field, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useAdminOperatorsQuery } from "../../graphql/generated";
import { ListState } from "../../ui/components/ListState";
import { PageTitle } from "../../ui/components/PageTitle";
import { ShowMore } from "../../ui/components/ShowMore";
import { useDebouncedValue } from "../../ui/hooks/useDebouncedValue";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { emptyOperator } from "./operatorDraft";
import { OperatorForm } from "./OperatorForm";
import { OperatorList } from "./OperatorList";
import { operatorPath } from "./operatorPaths";
import { SearchField } from "../../ui/components/form/SearchField";

type Standing = "" | "quotable" | "notQuotable";

/** /admin/operators: find an operator by name, AOC number or registration, see who may be quoted; admins add operators. */
export default function AdminOperatorsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [standing, setStanding] = useState<Standing>("");
  const [creating, setCreating] = useState(false);
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const { data, loading, error, refetch, fetchMore } = useAdminOperatorsQuery({
    variables: {
      filter: { search: settledSearch || null, quotable: standing === "" ? null : standing === "quotable" },
    },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const operators = data?.operators.edges.map((edge) => edge.node) ?? [];
  const canEdit = data?.viewer?.role === "ADMIN";

  return (
    <>
      <PageTitle id="admin.operators.title" />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.operators.title" />}
            subtitle={<FormattedMessage id="admin.operators.subtitle" />}
          >
            {canEdit && !creating && (
              <Button colorPalette="gold" onClick={() => setCreating(true)}>
                <FormattedMessage id="admin.operators.new" />
              </Button>
            )}
          </BackOfficePageHeader>
          {creating && (
            <OperatorForm
              initial={emptyOperator()}
              operatorId={null}
              onSaved={(operator) => void navigate(operatorPath(operator.id))}
              onCancel={() => setCreating(false)}
            />
          )}
          <Stack gap="5" as="section" aria-labelledby="operators-list-title">
            <HStack justify="space-between" flexWrap="wrap" gap="4" align="end">
              <Text as="h2" id="operators-list-title" fontSize="2xl" fontFamily="heading">
                <FormattedMessage id="admin.operators.listTitle" />
              </Text>
              <HStack gap="3" flexWrap="wrap" align="end">
                <SearchField
                  label="admin.operators.search"
                  placeholder="admin.operators.searchPlaceholder"
                  value={search}
                  onChange={setSearch}
                  width={{ base: "full", sm: "72" }}
                />
                <Field.Root width={{ base: "full", sm: "48" }}>
                  <Field.Label>
                    <FormattedMessage id="admin.operators.standing" />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={standing}
                      onChange={(event) => setStanding(event.target.value as Standing)}
                    >
                      <option value="">{intl.formatMessage({ id: "admin.operators.standing.all" })}</option>
                      <option value="quotable">{intl.formatMessage({ id: "admin.operators.quotable" })}</option>
                      <option value="notQuotable">{intl.formatMessage({ id: "admin.operators.notQuotable" })}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </HStack>
            </HStack>
            {data && (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                <FormattedMessage id="admin.operators.count" values={{ count: data.operators.totalCount }} />
              </Text>
            )}
            <ListState
              loaded={Boolean(data)}
              failed={Boolean(error)}
              empty={operators.length === 0}
              onRetry={() => void refetch()}
              emptyTitle="admin.operators.emptyTitle"
              emptyBody="admin.operators.emptyBody"
              emptyAction={null}
            >
              <OperatorList operators={operators} />
            </ListState>
            <ShowMore pageInfo={data?.operators.pageInfo} loading={loading} fetchMore={fetchMore} />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
