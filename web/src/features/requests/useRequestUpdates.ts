import { useIntl } from "react-intl";
import { toaster } from "../../ui/components/toaster";
import { useCustomerDashboard_RequestUpdatedSubscription } from "../../graphql/generated";
import { routeOf } from "../trips";

export const requestUpdatedSubscription = /* GraphQL */ `
  subscription CustomerDashboard_RequestUpdated {
    myQuoteRequestUpdated {
      ...RequestSummary
    }
  }
`;

/**
 * Keeps the customer's requests current while a page is open: Apollo's cache merges each event by
 * id, so lists and detail pages re-render; a request we have not listed yet reloads the list; a new
 * quote also gets a toast.
 */
export function useRequestUpdates(onUnknownRequest: () => void, isListed: (id: string) => boolean) {
  const intl = useIntl();
  useCustomerDashboard_RequestUpdatedSubscription({
    onData: ({ data }) => {
      const request = data.data?.myQuoteRequestUpdated;
      if (!request) return;
      if (!isListed(request.id)) onUnknownRequest();
      if (request.status === "QUOTED") {
        toaster.create({
          type: "info",
          closable: true,
          title: intl.formatMessage({ id: "dashboard.requests.quoteArrivedTitle" }),
          description: intl.formatMessage(
            { id: "dashboard.requests.quoteArrivedBody" },
            { reference: request.reference, route: routeOf(request.legs) },
          ),
        });
      }
    },
  });
}
