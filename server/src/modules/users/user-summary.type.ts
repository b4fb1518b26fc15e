import { Field, ID, ObjectType } from "type-graphql";

@ObjectType("UserSummary", {
  description: "Who someone is, briefly: a booking's customer, a lead's assignee, who wrote a note.",
})
export class UserSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "Full name given at sign-up." })
  name!: string | null;
}
