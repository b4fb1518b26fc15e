import { Button, Field, NativeSelect, RatingGroup, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "../../ui/components/form/TextField";
import { formatLocalDateTime } from "../../features/trips";
import { useTestimonialDraft, type Trip } from "./useTestimonialDraft";

/** A review of one flown trip: stars and words, in the language the customer writes in. */
export function TestimonialForm({ trips, onSent }: { trips: Trip[]; onSent: () => void }) {
  const intl = useIntl();
  const { bookingId, setBookingId, rating, setRating, text, setText, errors, loading, onSubmit } = useTestimonialDraft(
    trips,
    onSent,
  );
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
