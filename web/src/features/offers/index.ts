export { bookingLink } from "./bookingLink";
export { usePlaceName } from "./usePlaceName";
