import { PageTitle } from "../../ui/components/PageTitle";
import { useAircraftCategories } from "../../features/fleet";
import { defineIsland } from "../../islands/island";
import { BookingRequest } from "./BookingRequest";

// The form is an island of its own module: the page (and its query for the categories) renders on
// the server, the browser loads only the form, and only once the visitor starts on it (or has a
// draft or a sign-in to see): a first visit's phone runs no framework, and what is typed meanwhile
// is kept (islands/pendingInput.ts).
const BookingRequestIsland = defineIsland("booking-form", BookingRequest, "resume");

export default function BookingPage() {
  // The categories and their figures come with the page (the catalogue's cache keeps them current).
  const { data } = useAircraftCategories();
  return (
    <>
      <PageTitle id="booking.pageTitle" />
      <BookingRequestIsland categories={data?.aircraftCategories ?? []} />
    </>
  );
}
