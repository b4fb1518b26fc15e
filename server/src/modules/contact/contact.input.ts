import { Field, InputType } from "type-graphql";
import type { NewContactMessage } from "./contact-message.js";

@InputType("ContactMessageInput")
export class ContactMessageInput implements NewContactMessage {
  @Field(() => String, { description: "1 to 120 characters." })
  name!: string;

  @Field(() => String, { description: "Where we answer." })
  email!: string;

  @Field(() => String, { nullable: true, description: 'With country code, e.g. "+44 20 7946 0000".' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "At most 120 characters." })
  company?: string | null;

  @Field(() => String, { nullable: true, description: "At most 200 characters." })
  subject?: string | null;

  @Field(() => String, { description: "10 to 5,000 characters." })
  message!: string;

  @Field(() => String, { nullable: true, description: "The language to answer in: en, es, ar or zh; en when omitted." })
  locale?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An affiliate's ?ref= code: letters, digits, - and _, at most 40. Unknown codes are kept, not refused.",
  })
  referralCode?: string | null;
}
