import { Field, ID, ObjectType } from "type-graphql";
import type { UserSummary } from "./user.js";

@ObjectType("UserSummary", {
  description: "Who someone is, briefly: a booking's customer, a lead's assignee, who wrote a note.",
})
export class UserSummaryObject implements UserSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "Full name given at sign-up." })
  name!: string | null;
}
