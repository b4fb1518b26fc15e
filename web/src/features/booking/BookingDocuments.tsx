import { Button, HStack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { authorizedDownload } from "../../lib/authorizedDownload";
import { toaster } from "../../ui/components/toaster";

const DOCUMENTS = [
  { file: "confirmation.pdf", label: "booking.documents.confirmation" },
  { file: "invoice.pdf", label: "booking.documents.invoice" },
  { file: "calendar.ics", label: "booking.documents.calendar" },
] as const;

/**
 * A booking's documents (the server's /api/bookings/:id/…): its confirmation and invoice as PDF in
 * the language on screen (the invoice in the booking's own currency), and its calendar file; downloaded
 * with the session's token, for the booking's customer and for staff.
 */
export function BookingDocuments({ bookingId, size = "sm" }: { bookingId: string; size?: "xs" | "sm" }) {
  const intl = useIntl();
  const { client } = useSession();

  async function download(file: string) {
    // The invoice is in the booking's own currency, at the rate fixed when it was made.
    const query = new URLSearchParams({ lang: intl.locale });
    try {
      const { data } = await client.getSession();
      await authorizedDownload(`/api/bookings/${bookingId}/${file}?${query}`, data.session?.access_token ?? null, file);
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "booking.documents.failed" }) });
    }
  }

  return (
    <HStack gap="2" wrap="wrap" data-testid="booking-documents">
      {DOCUMENTS.map(({ file, label }) => (
        <Button
          key={file}
          size={size}
          variant="outline"
          onClick={() => void download(file)}
          data-testid={`booking-document-${file}`}
        >
          <FormattedMessage id={label} />
        </Button>
      ))}
    </HStack>
  );
}
