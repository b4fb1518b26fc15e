import { Field, Float, InputType, Int } from "type-graphql";
import {
  LegalPageKind,
  type CompanyDesk,
  type CompanyFigures,
  type CompanyLeader,
  type CompanySettings,
  type InsuranceCover,
} from "./company.js";

@InputType("CompanyDeskInput")
export class CompanyDeskInput implements CompanyDesk {
  @Field({ description: "1 to 80 characters." }) name!: string;
  @Field({ description: "At most 80 characters." }) region!: string;
  @Field({ description: "Empty, or + and 7 to 15 digits." }) phone!: string;
  @Field({ description: "Empty, or an email address." }) email!: string;
  @Field({ description: "At most 120 characters." }) hours!: string;
}

@InputType("CompanyLeaderInput")
export class CompanyLeaderInput implements CompanyLeader {
  @Field({ description: "1 to 120 characters." }) name!: string;
  @Field({ description: "1 to 120 characters." }) role!: string;
  @Field({ description: "At most 600 characters." }) bio!: string;
}

@InputType("CompanyFiguresInput")
export class CompanyFiguresInput implements CompanyFigures {
  @Field(() => Int, { nullable: true, description: "1900 to this year." }) foundedYear!: number | null;
  @Field(() => Int, { nullable: true }) fleetAccess!: number | null;
  @Field(() => Int, { nullable: true }) flightsArranged!: number | null;
  @Field(() => Float, { nullable: true, description: "A whole number, 0 to 100." }) clientSatisfactionPercent!:
    number | null;
}

@InputType("InsuranceCoverInput")
export class InsuranceCoverInput implements InsuranceCover {
  @Field({ description: "1 to 160 characters." }) cover!: string;
  @Field(() => Float, { nullable: true, description: "Whole US dollars." }) limitUsd!: number | null;
}

@InputType("CompanySettingsInput", { description: "Every field: the settings are replaced as a whole." })
export class CompanySettingsInput implements CompanySettings {
  @Field({ description: "At most 200 characters." }) legalName!: string;
  @Field({ description: "At most 500 characters." }) registeredAddress!: string;
  @Field({ description: "At most 60 characters." }) companyNumber!: string;
  @Field({ description: "Empty, or + and 7 to 15 digits." }) phone!: string;
  @Field({ description: "Empty, or an email address." }) email!: string;
  @Field(() => [CompanyDeskInput], { description: "At most 12." }) desks!: CompanyDeskInput[];
  @Field(() => [CompanyLeaderInput], { description: "At most 20, in the order shown." })
  leadership!: CompanyLeaderInput[];
  @Field(() => CompanyFiguresInput) figures!: CompanyFiguresInput;
  @Field(() => [String], { description: "At most 20, each 1 to 160 characters." }) certifications!: string[];
  @Field(() => [InsuranceCoverInput], { description: "At most 10." }) insurance!: InsuranceCoverInput[];
}

@InputType("PublishLegalPageInput")
export class PublishLegalPageInput {
  @Field(() => LegalPageKind) kind!: LegalPageKind;
  @Field({ description: "en, es, ar or zh." }) locale!: string;
  @Field({ description: "YYYY-MM or YYYY-MM-DD; new for this notice and language." }) version!: string;
  @Field({ description: 'Plain text, at most 40000 characters: blank lines part paragraphs, "## " starts a heading.' })
  body!: string;
}
