import { Field } from "type-graphql";
import type { FormFields } from "./rules/index.js";

/**
 * Declares a public form's listed fields (core/rules/public-forms.ts) on its GraphQL input class:
 * each a String, non-null when required, described by the list. Call it right after the class.
 */
export function listedInputFields(input: abstract new () => object, fields: FormFields): void {
  for (const [name, field] of Object.entries(fields)) {
    Field(() => String, { nullable: !field.required, description: field.about })(input.prototype, name);
  }
}
