// What the auth module and the rest of the server use of the admin API: its router and the port
// that brings in the back office's rules, service-role keys (the command line makes and revokes
// them), invitations (the back office invites staff too), and the staff accounts outside the API.

export type { AccountRules } from "./account-rules.js";
export { adminRouter } from "./admin.router.js";
export { staffWithDemoPassword } from "./demo-password.js";
export { acceptInviteLink, inviteAddress } from "./invitations.js";
export { revokeServiceRoleKey, serviceRoleKeyClaims, signServiceRoleKey } from "./service-role.js";
export { ensureStaffAccount } from "./staff-account.js";
