// Who may change operators and fleets: admins, as for pricing and users; staff read them.
export const OPERATOR_EDITORS = "ADMIN";
