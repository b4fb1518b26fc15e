import { Arg, Ctx, Directive, Mutation, Resolver } from "type-graphql";
import type { ContactReceipt, NewContactMessage } from "./contact-message.js";
import { ContactReceiptObject } from "./contact-receipt.type.js";
import type { ContactContext } from "./contact.context.js";
import { ContactMessageInput } from "./contact.input.js";

// As for quote requests: a form's retries and a busy office behind one address fit well inside this.
const SUBMIT_LIMIT = { limit: 30, windowSeconds: 300 };

@Resolver(() => ContactReceiptObject)
export class ContactResolver {
  @Directive("@public")
  @Mutation(() => ContactReceiptObject, {
    description:
      "Sends a message with the contact form, signed in or not; creates or updates the lead with the sender's email. " +
      "Send the same `idempotencyKey` when retrying: every call with one key returns the one receipt it made.",
  })
  async submitContactMessage(
    @Ctx() ctx: ContactContext,
    @Arg("input", () => ContactMessageInput) input: NewContactMessage,
    @Arg("idempotencyKey", () => String, {
      nullable: true,
      description: "8–200 characters, made once per form submission (e.g. a UUID).",
    })
    idempotencyKey: string | null,
  ): Promise<ContactReceipt> {
    await ctx.rateLimit("submitContactMessage", SUBMIT_LIMIT);
    return ctx.services.contact.submit(input, idempotencyKey);
  }
}
