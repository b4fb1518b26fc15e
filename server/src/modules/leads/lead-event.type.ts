import { Field, ObjectType, registerEnumType } from "type-graphql";
import { LeadObject, LeadStatsObject } from "./lead.type.js";

export enum LeadEventKind {
  CREATED = "CREATED",
  UPDATED = "UPDATED",
  STATUS_CHANGED = "STATUS_CHANGED",
}

registerEnumType(LeadEventKind, {
  name: "LeadEventType",
  description:
    "What happened to a lead: it was created, changed (a note, a new request, a quote), or moved to another status.",
});

@ObjectType("LeadEvent", {
  description: "A change on the sales board, with the lead as it is now and fresh pipeline figures.",
})
export class LeadEvent {
  @Field(() => LeadEventKind)
  type!: LeadEventKind;

  @Field(() => LeadObject)
  lead!: LeadObject;

  @Field(() => LeadStatsObject, { description: "Pipeline figures over all leads, after the change." })
  stats!: LeadStatsObject;
}
