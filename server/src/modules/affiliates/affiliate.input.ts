import { Field, InputType } from "type-graphql";
import { listedInputFields } from "../../core/form-input.js";
import { affiliateFields } from "../../core/rules/index.js";

/** The application's fields come from its list (the resolver reads them as a NewAffiliateApplication); the language is declared here. */
@InputType("AffiliateApplicationInput")
export class AffiliateApplicationInput {
  @Field(() => String, { nullable: true, description: "en, es, ar or zh; en when omitted." })
  locale?: string | null;
}
listedInputFields(AffiliateApplicationInput, affiliateFields);
