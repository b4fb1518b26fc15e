import { useState } from "react";
import { useIntl } from "react-intl";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { useCustomerTestimonials_SubmitMutation } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";
import type { MessageId } from "../../i18n/messages";

export const submitTestimonialMutation = /* GraphQL */ `
  mutation CustomerTestimonials_Submit($input: TestimonialInput!) {
    submitTestimonial(input: $input) {
      id
      status
    }
  }
`;

export interface Trip {
  id: string;
  number: string;
  route: string;
  departAt: string;
}

type Field = "bookingId" | "rating" | "text";

/**
 * A review being written: the trip, stars and words, checked here and then by the server, sent in
 * the language the customer writes in; the form empties once it is sent.
 */
export function useTestimonialDraft(trips: Trip[], onSent: () => void) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [bookingId, setBookingId] = useState(trips[0]!.id);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [submit, { loading }] = useCustomerTestimonials_SubmitMutation();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    const found: Partial<Record<Field, MessageId>> = {};
    if (rating < 1) found.rating = "reviews.error.rating";
    if (text.trim().length < 10 || text.trim().length > 1000) found.text = "reviews.error.text";
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await submit({ variables: { input: { bookingId, rating, text: text.trim(), locale } } });
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "reviews.sentTitle" }),
        description: intl.formatMessage({ id: "reviews.sentBody" }),
      });
      setText("");
      setRating(0);
      onSent();
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length)
        setErrors(
          Object.fromEntries(
            fields.map((field) => [
              field,
              field === "bookingId"
                ? "reviews.error.trip"
                : field === "rating"
                  ? "reviews.error.rating"
                  : "reviews.error.text",
            ]),
          ),
        );
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "form.sendFailedTitle" }),
          description: intl.formatMessage({ id: "reviews.sendFailed" }),
        });
    }
  }

  return { bookingId, setBookingId, rating, setRating, text, setText, errors, loading, onSubmit };
}
