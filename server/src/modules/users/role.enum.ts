import { registerEnumType } from "type-graphql";

export enum Role {
  CUSTOMER = "CUSTOMER",
  STAFF = "STAFF",
  ADMIN = "ADMIN",
}

registerEnumType(Role, {
  name: "Role",
  description: "What a signed-in user may do. ADMIN can do all that STAFF can, STAFF all that CUSTOMER can.",
});
