import { Field, ObjectType } from "type-graphql";

@ObjectType("ContactReceipt", {
  description: "What the sender of a contact message is told: it arrived, and how to refer to it.",
})
export class ContactReceipt {
  @Field(() => String, { description: 'e.g. "CM-7K3Q9P": six symbols without look-alikes.' })
  reference!: string;

  @Field(() => Date)
  receivedAt!: Date;
}
