import { Button, Field, NativeSelect, RatingGroup, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { badInputFields } from "../../components/form/fieldErrors";
import { TextField } from "../../components/form/TextField";
import { toaster } from "../../components/toaster";
import { formatLocalDateTime } from "../../features/trips/tripFormat";
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

interface Trip {
  id: string;
  number: string;
  route: string;
  departAt: string;
}

type Field = "bookingId" | "rating" | "text";

/** A review of one flown trip: stars and words, in the language the customer writes in. */
export function TestimonialForm({ trips, onSent }: { trips: Trip[]; onSent: () => void }) {
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

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="write-title">
        <Field.Root invalid={Boolean(errors.bookingId)} required>
          <Field.Label>
            <FormattedMessage id="reviews.trip" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={bookingId} onChange={(event) => setBookingId(event.target.value)}>
              {trips.map((trip) => (
                <option key={trip.id} value={trip.id}>
                  {`${trip.route} · ${formatLocalDateTime(trip.departAt, intl.locale, "date")} · ${trip.number}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.bookingId && (
            <Field.ErrorText>
              <FormattedMessage id={errors.bookingId} />
            </Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.rating)} required>
          <RatingGroup.Root
            count={5}
            value={rating}
            onValueChange={(details) => setRating(details.value)}
            colorPalette="gold"
            size="lg"
            aria-label={intl.formatMessage({ id: "reviews.rating" })}
          >
            <RatingGroup.Label>
              <FormattedMessage id="reviews.rating" />
            </RatingGroup.Label>
            <RatingGroup.HiddenInput />
            <RatingGroup.Control />
          </RatingGroup.Root>
          {errors.rating && (
            <Field.ErrorText>
              <FormattedMessage id={errors.rating} />
            </Field.ErrorText>
          )}
        </Field.Root>
        <TextField
          label="reviews.text"
          value={text}
          onChange={setText}
          error={errors.text}
          required
          multiline
          maxLength={1000}
          helper="reviews.textHint"
        />
        <Button type="submit" colorPalette="gold" loading={loading} alignSelf="start" data-testid="review-submit">
          <FormattedMessage id="reviews.submit" />
        </Button>
      </form>
    </Stack>
  );
}
