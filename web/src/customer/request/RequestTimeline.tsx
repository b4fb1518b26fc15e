import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { BookingStatus, QuoteRequestStatus } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

interface TimelineRequest {
  status: QuoteRequestStatus;
  quotes: readonly unknown[];
  booking: { status: BookingStatus } | null;
}

type Step = "requested" | "quoted" | "accepted" | "confirmed" | "flown";
const steps: Step[] = ["requested", "quoted", "accepted", "confirmed", "flown"];

/** How far the trip has come: each step is reached or not; a cancelled or expired trip says where it stopped. */
export function timelineOf(request: TimelineRequest): { reached: Set<Step>; ended: "cancelled" | "expired" | null } {
  const booking = request.booking?.status;
  const reached = new Set<Step>(["requested"]);
  if (request.quotes.length > 0 || request.status === "QUOTED" || request.status === "ACCEPTED") reached.add("quoted");
  if (request.status === "ACCEPTED" || booking) reached.add("accepted");
  if (booking === "CONFIRMED" || booking === "COMPLETED") reached.add("confirmed");
  if (booking === "COMPLETED") reached.add("flown");
  const ended =
    request.status === "CANCELLED" || booking === "CANCELLED"
      ? "cancelled"
      : request.status === "EXPIRED"
        ? "expired"
        : null;
  return { reached, ended };
}

export function RequestTimeline({ request }: { request: TimelineRequest }) {
  const { reached, ended } = timelineOf(request);
  const shown = ended ? steps.filter((step) => reached.has(step)) : steps;
  return (
    <Stack as="section" aria-labelledby="timeline-title" gap="4">
      <Text id="timeline-title" fontWeight="semibold">
        <FormattedMessage id="request.timelineTitle" />
      </Text>
      <HStack as="ol" listStyleType="none" gap="0" align="stretch" flexWrap="wrap" data-testid="request-timeline">
        {shown.map((step) => (
          <TimelineStep key={step} label={`request.step.${step}`} done={reached.has(step)} />
        ))}
        {ended && <TimelineStep label={`request.step.${ended}`} done ended />}
      </HStack>
    </Stack>
  );
}

function TimelineStep({ label, done, ended = false }: { label: MessageId; done: boolean; ended?: boolean }) {
  const color = ended ? "red.600" : done ? "green.700" : "fg.muted";
  return (
    <HStack as="li" flex="1" minW="28" gap="2" py="2" pe="3">
      <Box
        boxSize="3"
        rounded="full"
        bg={ended ? "red.500" : done ? "green.500" : "transparent"}
        borderWidth="2px"
        borderColor={ended ? "red.500" : done ? "green.500" : "border.emphasized"}
        flexShrink="0"
      />
      <Text fontSize="sm" color={color} fontWeight={done ? "semibold" : "normal"}>
        <FormattedMessage id={label} />
        <Box as="span" srOnly>
          {" "}
          <FormattedMessage id={done ? "request.stepDone" : "request.stepPending"} />
        </Box>
      </Text>
    </HStack>
  );
}
