import { Arg, Ctx, Directive, Mutation, Query, Resolver } from "type-graphql";
import { LegalPageKind, type CompanySettings, type LegalPage } from "./company.js";
import type { CompanyContext } from "./company.context.js";
import { CompanySettingsInput, PublishLegalPageInput } from "./company.input.js";
import { CompanySettingsObject, LegalPageObject } from "./company.type.js";

@Resolver()
export class CompanyResolver {
  @Directive("@public")
  @Query(() => CompanySettingsObject, {
    description: "The broker's public company facts (footer, contact page, About); empty texts and lists until set.",
  })
  companySettings(@Ctx() ctx: CompanyContext): Promise<CompanySettings> {
    return ctx.services.company.settings();
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => CompanySettingsObject, {
    description:
      "Replaces the company settings (audited). BAD_USER_INPUT names each faulty field, e.g. phone or leadership[0].name.",
  })
  updateCompanySettings(
    @Ctx() ctx: CompanyContext,
    @Arg("input", () => CompanySettingsInput) input: CompanySettingsInput,
  ): Promise<CompanySettings> {
    return ctx.services.company.update(input, ctx.viewer!.userId);
  }

  @Directive("@public")
  @Query(() => LegalPageObject, {
    nullable: true,
    description:
      "The current privacy or cookie notice in a language (en, es, ar, zh; else English); null while none is published.",
  })
  legalPage(
    @Ctx() ctx: CompanyContext,
    @Arg("kind", () => LegalPageKind) kind: LegalPageKind,
    @Arg("locale", () => String, { nullable: true }) locale: string | null,
  ): Promise<LegalPage | null> {
    return ctx.services.legalPages.current(kind, locale);
  }

  @Directive("@auth(requires: ADMIN)")
  @Query(() => [LegalPageObject], { description: "Every published version of a notice, newest first." })
  legalPageVersions(
    @Ctx() ctx: CompanyContext,
    @Arg("kind", () => LegalPageKind) kind: LegalPageKind,
  ): Promise<LegalPage[]> {
    return ctx.services.legalPages.versions(kind);
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => LegalPageObject, {
    description:
      "Publishes a new version of a notice in one language (audited). BAD_USER_INPUT names locale, version or body; CONFLICT for a version already published.",
  })
  publishLegalPage(
    @Ctx() ctx: CompanyContext,
    @Arg("input", () => PublishLegalPageInput) input: PublishLegalPageInput,
  ): Promise<LegalPage> {
    return ctx.services.legalPages.publish(input, ctx.viewer!.userId);
  }
}
