import { Box, Dialog, HStack, Kbd, Portal, Spinner, Text } from "@chakra-ui/react";
import { Command } from "cmdk";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useBackOffice_StaffSearchQuery, type StaffSearchKind } from "../../graphql/generated";
import { useDebouncedValue } from "../../ui/hooks/useDebouncedValue";
import { STAFF_SEARCH_MIN as SEARCH_MIN } from "../../../../server/src/core/rules/index.js";
import { hitPath } from "./hitPath";

const KINDS: StaffSearchKind[] = ["LEAD", "REQUEST", "BOOKING", "ACCOUNT"];
const kindMessage = {
  LEAD: "admin.palette.kind.LEAD",
  REQUEST: "admin.palette.kind.REQUEST",
  BOOKING: "admin.palette.kind.BOOKING",
  ACCOUNT: "admin.palette.kind.ACCOUNT",
} as const;

// cmdk draws plain elements; these rules give them the back office's look.
const paletteCss = {
  "& [cmdk-input]": {
    width: "100%",
    border: "none",
    outline: "none",
    fontSize: "lg",
    paddingBlock: "3",
    paddingInline: "4",
    background: "transparent",
  },
  "& [cmdk-list]": { maxHeight: "min(60dvh, 420px)", overflowY: "auto", paddingBottom: "2" },
  "& [cmdk-group-heading]": {
    fontSize: "xs",
    textTransform: "uppercase",
    letterSpacing: "0.08em",
    color: "fg.muted",
    paddingInline: "4",
    paddingTop: "3",
    paddingBottom: "1",
  },
  "& [cmdk-item]": { paddingInline: "4", paddingBlock: "2", cursor: "pointer", borderRadius: "md", marginInline: "2" },
  "& [cmdk-item][data-selected='true']": { background: "gold.100" },
};

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The back office's search: leads, requests, bookings and (for admins) accounts by name, email,
 * reference, number or code. Arrows move, Enter opens, Escape closes; the server does the matching.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const settled = useDebouncedValue(text.trim(), 150);
  const searching = [...settled].length >= SEARCH_MIN;
  const { data, loading, previousData } = useBackOffice_StaffSearchQuery({
    variables: { text: settled },
    skip: !open || !searching,
    fetchPolicy: "network-only",
  });
  const hits = (data ?? previousData)?.staffSearch ?? [];

  const close = () => {
    onOpenChange(false);
    setText("");
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content overflow="hidden" data-testid="command-palette">
            <Dialog.Title srOnly>
              <FormattedMessage id="admin.palette.title" />
            </Dialog.Title>
            <Box asChild css={paletteCss}>
              <Command shouldFilter={false} label={intl.formatMessage({ id: "admin.palette.title" })} loop>
                <HStack borderBottomWidth="1px" pe="4">
                  <Command.Input
                    value={text}
                    onValueChange={setText}
                    placeholder={intl.formatMessage({ id: "admin.palette.placeholder" })}
                    aria-label={intl.formatMessage({ id: "admin.palette.placeholder" })}
                  />
                  {loading && <Spinner size="sm" color="fg.muted" />}
                </HStack>
                <Command.List>
                  {!searching ? (
                    <Text px="4" py="3" fontSize="sm" color="fg.muted">
                      <FormattedMessage id="admin.palette.hint" />
                    </Text>
                  ) : (
                    !loading && (
                      <Command.Empty>
                        <Text px="4" py="3" fontSize="sm" color="fg.muted">
                          <FormattedMessage id="admin.palette.empty" />
                        </Text>
                      </Command.Empty>
                    )
                  )}
                  {searching &&
                    KINDS.map((kind) => {
                      const ofKind = hits.filter((hit) => hit.kind === kind);
                      if (!ofKind.length) return null;
                      return (
                        <Command.Group key={kind} heading={intl.formatMessage({ id: kindMessage[kind] })}>
                          {ofKind.map((hit) => (
                            <Command.Item
                              key={`${hit.kind}:${hit.id}`}
                              value={`${hit.kind}:${hit.id}`}
                              onSelect={() => {
                                close();
                                navigate(hitPath(hit));
                              }}
                            >
                              <Text fontWeight="medium" truncate>
                                {hit.title}
                              </Text>
                              <Text fontSize="sm" color="fg.muted" truncate>
                                {hit.detail}
                              </Text>
                            </Command.Item>
                          ))}
                        </Command.Group>
                      );
                    })}
                </Command.List>
                <HStack px="4" py="2" borderTopWidth="1px" fontSize="xs" color="fg.muted" gap="3">
                  <HStack gap="1">
                    <Kbd size="sm">↑</Kbd>
                    <Kbd size="sm">↓</Kbd>
                    <FormattedMessage id="admin.palette.move" />
                  </HStack>
                  <HStack gap="1">
                    <Kbd size="sm">Enter</Kbd>
                    <FormattedMessage id="admin.palette.openHit" />
                  </HStack>
                  <HStack gap="1">
                    <Kbd size="sm">Esc</Kbd>
                    <FormattedMessage id="admin.palette.close" />
                  </HStack>
                </HStack>
              </Command>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
