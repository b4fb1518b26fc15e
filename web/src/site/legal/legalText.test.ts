import { describe, expect, it } from "vitest";
import { parseLegalText } from "./legalText";

describe("the notices' plain-text format", () => {
  it("makes headings, paragraphs and lists, and keeps markup as text", () => {
    expect(
      parseLegalText(
        "## Who we are\r\nSkyCharter arranges\nprivate flights.\n\n### What we keep\n- your name\n- <b>your email</b>\n\n<script>alert(1)</script>",
      ),
    ).toEqual([
      { type: "heading", level: 2, text: "Who we are" },
      { type: "paragraph", text: "SkyCharter arranges private flights." },
      { type: "heading", level: 3, text: "What we keep" },
      { type: "list", items: ["your name", "<b>your email</b>"] },
      { type: "paragraph", text: "<script>alert(1)</script>" },
    ]);
  });

  it("treats a single # or a heading mark without text as text", () => {
    expect(parseLegalText("# Title\n\n##")).toEqual([
      { type: "paragraph", text: "# Title" },
      { type: "paragraph", text: "##" },
    ]);
  });
});
