import { Field, ObjectType } from "type-graphql";
import type { ContactReceipt } from "./contact-message.js";

@ObjectType("ContactReceipt", {
  description: "What the sender of a contact message is told: it arrived, and how to refer to it.",
})
export class ContactReceiptObject implements ContactReceipt {
  @Field(() => String, { description: 'e.g. "CM-7K3Q9P": six symbols without look-alikes.' })
  reference!: string;

  @Field(() => Date)
  receivedAt!: Date;
}
