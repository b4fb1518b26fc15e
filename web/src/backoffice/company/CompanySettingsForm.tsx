import { Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useAdminCompany_UpdateMutation, type AdminCompany_ReadQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import {
  draftOf,
  emptyCover,
  emptyDesk,
  emptyLeader,
  figureKeys,
  inputOf,
  type CompanyDraft,
  type FigureKey,
} from "./companyDraft";
import { DraftField } from "./DraftField";
import { RowList } from "./RowList";

const figureLabels: Record<FigureKey, MessageId> = {
  foundedYear: "admin.company.figures.foundedYear",
  fleetAccess: "about.stats.fleetAccess",
  flightsArranged: "about.stats.flightsArranged",
  clientSatisfactionPercent: "admin.company.figures.satisfaction",
};

/** The whole company settings form: saved at once (audited); each refused field is marked. */
export function CompanySettingsForm({ settings }: { settings: AdminCompany_ReadQuery["companySettings"] }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<CompanyDraft>(() => draftOf(settings));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [save, { loading }] = useAdminCompany_UpdateMutation();
  const set = <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const field = (key: "legalName" | "registeredAddress" | "companyNumber" | "phone" | "email") => ({
    path: key,
    value: draft[key],
    onChange: (value: string) => set(key, value),
    invalid,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, notNumbers } = inputOf(draft);
    setInvalid(new Set(notNumbers));
    if (notNumbers.length) return;
    try {
      const saved = await save({ variables: { input } });
      if (saved.data) setDraft(draftOf(saved.data.updateCompanySettings));
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.company.saved" }) });
    } catch (error) {
      const fields = badInputFields(error);
      setInvalid(new Set(fields));
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: fields.length ? "admin.company.fixFields" : "admin.company.saveFailed" }),
      });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage({ id: "admin.company.title" })}
    >
      <Stack gap="6">
        <Card.Root as="section" aria-labelledby="company-particulars">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" id="company-particulars" size="lg">
                <FormattedMessage id="admin.company.particulars" />
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <DraftField label={<FormattedMessage id="admin.company.legalName" />} {...field("legalName")} />
                <DraftField
                  label={<FormattedMessage id="admin.company.companyNumber" />}
                  {...field("companyNumber")}
                  ltr
                />
                <DraftField
                  label={<FormattedMessage id="admin.company.phone" />}
                  helper={<FormattedMessage id="admin.company.phoneHint" />}
                  {...field("phone")}
                  ltr
                  inputMode="tel"
                />
                <DraftField
                  label={<FormattedMessage id="admin.company.email" />}
                  {...field("email")}
                  ltr
                  inputMode="email"
                />
              </SimpleGrid>
              <DraftField
                label={<FormattedMessage id="admin.company.registeredAddress" />}
                {...field("registeredAddress")}
                multiline
              />
            </Stack>
          </Card.Body>
        </Card.Root>

        <RowList
          title="admin.company.desks"
          rowLabel="admin.company.deskN"
          addLabel="admin.company.addDesk"
          rows={draft.desks}
          onChange={(rows) => set("desks", rows)}
          blank={emptyDesk}
        >
          {(desk, i, setDesk) => (
            <>
              <DraftField
                label={<FormattedMessage id="admin.company.deskName" />}
                path={`desks[${i}].name`}
                value={desk.name}
                onChange={(name) => setDesk({ ...desk, name })}
                invalid={invalid}
              />
              <DraftField
                label={<FormattedMessage id="admin.company.deskRegion" />}
                path={`desks[${i}].region`}
                value={desk.region}
                onChange={(region) => setDesk({ ...desk, region })}
                invalid={invalid}
              />
              <DraftField
                label={<FormattedMessage id="admin.company.phone" />}
                path={`desks[${i}].phone`}
                value={desk.phone}
                onChange={(phone) => setDesk({ ...desk, phone })}
                invalid={invalid}
                ltr
                inputMode="tel"
              />
              <DraftField
                label={<FormattedMessage id="admin.company.email" />}
                path={`desks[${i}].email`}
                value={desk.email}
                onChange={(email) => setDesk({ ...desk, email })}
                invalid={invalid}
                ltr
                inputMode="email"
              />
              <DraftField
                label={<FormattedMessage id="admin.company.deskHours" />}
                path={`desks[${i}].hours`}
                value={desk.hours}
                onChange={(hours) => setDesk({ ...desk, hours })}
                invalid={invalid}
              />
            </>
          )}
        </RowList>

        <RowList
          title="admin.company.leadership"
          rowLabel="admin.company.leaderN"
          addLabel="admin.company.addLeader"
          rows={draft.leadership}
          onChange={(rows) => set("leadership", rows)}
          blank={emptyLeader}
        >
          {(leader, i, setLeader) => (
            <>
              <DraftField
                label={<FormattedMessage id="admin.company.leaderName" />}
                path={`leadership[${i}].name`}
                value={leader.name}
                onChange={(name) => setLeader({ ...leader, name })}
                invalid={invalid}
              />
              <DraftField
                label={<FormattedMessage id="admin.company.leaderRole" />}
                path={`leadership[${i}].role`}
                value={leader.role}
                onChange={(role) => setLeader({ ...leader, role })}
                invalid={invalid}
              />
              <DraftField
                label={<FormattedMessage id="admin.company.leaderBio" />}
                path={`leadership[${i}].bio`}
                value={leader.bio}
                onChange={(bio) => setLeader({ ...leader, bio })}
                invalid={invalid}
                multiline
              />
            </>
          )}
        </RowList>

        <Card.Root as="section" aria-labelledby="company-figures">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" id="company-figures" size="lg">
                <FormattedMessage id="admin.company.figures" />
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="admin.company.figuresHint" />
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {figureKeys.map((key) => (
                  <DraftField
                    key={key}
                    label={<FormattedMessage id={figureLabels[key]} />}
                    path={`figures.${key}`}
                    value={draft.figures[key]}
                    onChange={(value) => set("figures", { ...draft.figures, [key]: value })}
                    invalid={invalid}
                    ltr
                    inputMode="numeric"
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="company-certifications">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" id="company-certifications" size="lg">
                <FormattedMessage id="about.assurance.certifications" />
              </Heading>
              <DraftField
                label={<FormattedMessage id="admin.company.certificationsField" />}
                path="certifications"
                helper={<FormattedMessage id="admin.company.onePerLine" />}
                value={draft.certifications}
                onChange={(value) => set("certifications", value)}
                // The server names the line (certifications[2]): the one field holds them all.
                invalid={
                  [...invalid].some((f) => f.startsWith("certifications")) ? new Set(["certifications"]) : invalid
                }
                multiline
              />
            </Stack>
          </Card.Body>
        </Card.Root>

        <RowList
          title="about.assurance.insurance"
          rowLabel="admin.company.coverN"
          addLabel="admin.company.addCover"
          rows={draft.insurance}
          onChange={(rows) => set("insurance", rows)}
          blank={emptyCover}
        >
          {(cover, i, setCover) => (
            <>
              <DraftField
                label={<FormattedMessage id="admin.company.cover" />}
                path={`insurance[${i}].cover`}
                value={cover.cover}
                onChange={(value) => setCover({ ...cover, cover: value })}
                invalid={invalid}
              />
              <DraftField
                label={<FormattedMessage id="admin.company.coverLimit" />}
                path={`insurance[${i}].limitUsd`}
                value={cover.limitUsd}
                onChange={(limitUsd) => setCover({ ...cover, limitUsd })}
                invalid={invalid}
                ltr
                inputMode="numeric"
              />
            </>
          )}
        </RowList>

        <Button type="submit" colorPalette="gold" alignSelf="start" loading={loading}>
          <FormattedMessage id="admin.company.save" />
        </Button>
      </Stack>
    </form>
  );
}
