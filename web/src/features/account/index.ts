export { AccountCard } from "./AccountCard";
export { AccountDetailsCard } from "./AccountDetailsCard";
export { AccountListRow } from "./AccountListRow";
export { CredentialList } from "./CredentialList";
export { SecurityCard } from "./SecurityCard";
export { SecurityKeysCard } from "./SecurityKeysCard";
export { signInMethods } from "./signInMethods";
