import { Field, ID, InputType } from "type-graphql";
import type { NewMessage } from "./conversation.js";

@InputType("SendMessageInput", { description: "A message for a quote request's conversation." })
export class SendMessageInput implements NewMessage {
  @Field(() => ID)
  quoteRequestId!: string;

  @Field(() => String, { description: "1 to 4,000 characters once trimmed; line breaks are kept." })
  body!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "8–200 visible ASCII characters made once per message (e.g. a UUID): sending again with it answers the first message, never a second one.",
  })
  clientKey?: string | null;
}
