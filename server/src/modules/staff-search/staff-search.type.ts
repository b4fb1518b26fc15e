import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { StaffSearchKind, type StaffSearchHit } from "./staff-search.js";

registerEnumType(StaffSearchKind, {
  name: "StaffSearchKind",
  description: "What a back-office search hit is: a lead, a quote request, a booking or an account.",
});

@ObjectType("StaffSearchHit", { description: "One row the back office's search found." })
export class StaffSearchHitObject implements StaffSearchHit {
  @Field(() => StaffSearchKind)
  kind!: StaffSearchKind;

  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "The name, reference or number a person recognises." })
  title!: string;

  @Field(() => String, { description: "The line that tells it apart: email and company, route, role." })
  detail!: string;

  @Field(() => ID, { nullable: true, description: "The lead a request or booking belongs to." })
  leadId!: string | null;
}
