import { Field, ID, ObjectType } from "type-graphql";
import { Role } from "./role.enum.js";
import type { ViewerInfo } from "./user.js";

@ObjectType("Viewer", { description: "The signed-in user, as the current access token shows them." })
export class ViewerInfoObject implements ViewerInfo {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: "Full name given at sign-up." })
  name!: string | null;

  @Field(() => Role)
  role!: Role;

  @Field(() => String, {
    description:
      "Authenticator assurance level of this session: aal1 (password, link, Google) or aal2 (plus a second factor).",
  })
  assuranceLevel!: string;

  @Field(() => String, {
    description:
      "aal2 once the user has a verified second factor. While it is above assuranceLevel, every guarded field refuses with FORBIDDEN, reason insufficient_aal: verify the factor first.",
  })
  nextAssuranceLevel!: string;

  @Field(() => Boolean, {
    description: "Whether this session may use the staff back office now (role, and a second factor where required).",
  })
  canUseStaffTools!: boolean;
}
