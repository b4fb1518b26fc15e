import { useIntl } from "react-intl";

/**
 * An offer's place in the visitor's language: messages place.<IATA> name the airports of the
 * featured flights; a place staff add without one shows as they typed it.
 */
export function usePlaceName() {
  const intl = useIntl();
  return (name: string, iata: string | null | undefined) => {
    const id = iata ? `place.${iata}` : null;
    return id && id in intl.messages ? intl.formatMessage({ id: id as never }) : name;
  };
}
