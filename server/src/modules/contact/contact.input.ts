import { Field, InputType } from "type-graphql";
import { listedInputFields } from "../../core/form-input.js";
import { contactFields } from "../../core/rules/index.js";

/** The contact form's fields come from its list (the resolver reads them as a NewContactMessage); the language and referral are declared here. */
@InputType("ContactMessageInput")
export class ContactMessageInput {
  @Field(() => String, { nullable: true, description: "The language to answer in: en, es, ar or zh; en when omitted." })
  locale?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An affiliate's ?ref= code: letters, digits, - and _, at most 40. Unknown codes are kept, not refused.",
  })
  referralCode?: string | null;
}
listedInputFields(ContactMessageInput, contactFields);
