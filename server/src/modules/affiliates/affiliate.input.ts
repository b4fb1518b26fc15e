import { Field, InputType } from "type-graphql";
import type { NewAffiliateApplication } from "./affiliate-application.js";

@InputType("AffiliateApplicationInput")
export class AffiliateApplicationInput implements NewAffiliateApplication {
  @Field(() => String, { description: "1 to 120 characters." })
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: "At most 120 characters." })
  company?: string | null;

  @Field(() => String, { nullable: true, description: "https://… or http://…, at most 300 characters." })
  website?: string | null;

  @Field(() => String, { description: "Who you reach and how (audience, channels, notes): 10 to 2,000 characters." })
  audience!: string;

  @Field(() => String, { nullable: true, description: "en, es, ar or zh; en when omitted." })
  locale?: string | null;
}
