import { useIntl } from "react-intl";
import { toaster } from "../../ui/components/toaster";
import { useLeadBoard_ChangeStatusMutation, type LeadRowFragment, type LeadStatus } from "../../graphql/generated";
import { publishLeadChange } from "./leadChanges";

/** Moves a lead to another status (only a move the server offers for it), then places it on the lists at once. */
export function useMoveLead() {
  const intl = useIntl();
  const [changeStatus, { loading }] = useLeadBoard_ChangeStatusMutation();

  const move = async (lead: LeadRowFragment, to: LeadStatus) => {
    if (!lead.allowedStatuses.includes(to)) return;
    const status = intl.formatMessage({ id: `lead.status.${to}` });
    try {
      const { data } = await changeStatus({ variables: { id: lead.id, status: to } });
      if (data) publishLeadChange(data.changeLeadStatus, "STATUS_CHANGED");
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({ id: "leadBoard.move.done" }, { name: lead.contactName, status }),
      });
    } catch {
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: "leadBoard.move.failed" }, { name: lead.contactName, status }),
      });
    }
  };
  return { move, moving: loading };
}
