import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  LegalPageKind,
  type CompanyDesk,
  type CompanyFigures,
  type CompanyLeader,
  type CompanySettings,
  type InsuranceCover,
  type LegalLocale,
  type LegalPage,
} from "./company.js";

registerEnumType(LegalPageKind, {
  name: "LegalPageKind",
  description: "PRIVACY: the privacy notice; COOKIES: the cookie notice. (The charter terms are charterTerms.)",
});

@ObjectType("CompanyDesk", { description: "A regional desk; any field but the name may be empty." })
export class CompanyDeskObject implements CompanyDesk {
  @Field() name!: string;
  @Field() region!: string;
  @Field({ description: "International form (+…), or empty." }) phone!: string;
  @Field({ description: "Or empty." }) email!: string;
  @Field({ description: "Opening hours as written, e.g. 'Mon–Fri 08:00–20:00 GMT'." }) hours!: string;
}

@ObjectType("CompanyLeader", { description: "A member of the leadership team, in the order shown." })
export class CompanyLeaderObject implements CompanyLeader {
  @Field() name!: string;
  @Field() role!: string;
  @Field({ description: "A short biography, or empty." }) bio!: string;
}

@ObjectType("CompanyFigures", { description: "The About page's figures: each null (and hidden) until set." })
export class CompanyFiguresObject implements CompanyFigures {
  @Field(() => Int, { nullable: true }) foundedYear!: number | null;
  @Field(() => Int, { nullable: true, description: "Aircraft the company can arrange." }) fleetAccess!: number | null;
  @Field(() => Int, { nullable: true }) flightsArranged!: number | null;
  @Field(() => Float, { nullable: true, description: "0 to 100." }) clientSatisfactionPercent!: number | null;
}

@ObjectType("InsuranceCover")
export class InsuranceCoverObject implements InsuranceCover {
  @Field({ description: "What is covered, e.g. 'Broker's professional liability'." }) cover!: string;
  @Field(() => Float, { nullable: true, description: "The limit in US dollars, or null when not published." })
  limitUsd!: number | null;
}

@ObjectType("CompanySettings", {
  description: "The broker's public company facts, as admins keep them; every text is empty until set.",
})
export class CompanySettingsObject implements CompanySettings {
  @Field() legalName!: string;
  @Field() registeredAddress!: string;
  @Field() companyNumber!: string;
  @Field({ description: "The main phone, international form (+…), or empty." }) phone!: string;
  @Field({ description: "The main email, or empty." }) email!: string;
  @Field(() => [CompanyDeskObject]) desks!: CompanyDesk[];
  @Field(() => [CompanyLeaderObject]) leadership!: CompanyLeader[];
  @Field(() => CompanyFiguresObject) figures!: CompanyFigures;
  @Field(() => [String]) certifications!: string[];
  @Field(() => [InsuranceCoverObject]) insurance!: InsuranceCover[];
}

@ObjectType("LegalPage", { description: "One version of a privacy or cookie notice in one language." })
export class LegalPageObject implements LegalPage {
  @Field(() => LegalPageKind) kind!: LegalPageKind;
  @Field(() => String) locale!: LegalLocale;
  @Field({ description: 'When the wording took effect, e.g. "2026-11" or "2026-11-28".' }) version!: string;
  @Field({
    description: 'Plain text: blank lines part paragraphs, a line starting "## " is a heading. Never HTML.',
  })
  body!: string;
  @Field() publishedAt!: Date;
}
