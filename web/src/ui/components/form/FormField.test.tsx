import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { system } from "../../theme/system";
import { FieldInput, FormField } from "./FormField";

const render = (field: ReactNode) => renderToString(<ChakraProvider value={system}>{field}</ChakraProvider>);

/** The markup's elements, as [tag, attributes] in document order. */
function elements(html: string): { tag: string; attrs: Record<string, string> }[] {
  return [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag: tag!,
    attrs: Object.fromEntries([...attrs!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k!, v ?? ""])),
  }));
}

describe("FormField", () => {
  it("labels its control and describes it by the helper and the error, from the server's HTML on", () => {
    const html = render(
      <FormField label="Departure" required helper="Local time" error="Choose a date">
        {(control) => <FieldInput {...control} type="datetime-local" />}
      </FormField>,
    );
    const label = elements(html).find((e) => e.tag === "label")!;
    const input = elements(html).find((e) => e.tag === "input")!;
    expect(label.attrs.for).toBe(input.attrs.id);
    expect(input.attrs).toMatchObject({ required: "", "aria-invalid": "true" });
    const [helperId, errorId] = input.attrs["aria-describedby"]!.split(" ");
    expect(html).toContain(`id="${helperId}"`);
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>Choose a date<`));
  });

  it("leaves a valid control without aria-invalid or descriptions, and marks required only when asked", () => {
    const plain = render(<FormField label="Company">{(control) => <FieldInput {...control} />}</FormField>);
    const input = elements(plain).find((e) => e.tag === "input")!;
    expect(input.attrs).not.toHaveProperty("aria-invalid");
    expect(input.attrs).not.toHaveProperty("aria-describedby");
    expect(input.attrs).not.toHaveProperty("required");

    const marked = render(
      <FormField label="Email" required markRequired>
        {(control) => <FieldInput {...control} />}
      </FormField>,
    );
    expect(marked).toMatch(/<span[^>]*aria-hidden="true"[^>]*>\*<\/span>/);
    const unmarked = render(
      <FormField label="Email" required>
        {(control) => <FieldInput {...control} />}
      </FormField>,
    );
    expect(unmarked).not.toContain(">*<");
  });
});
