// The tiny plain-text format admins write the privacy and cookie notices in: a blank line parts
// paragraphs, "## " and "### " start headings, lines starting "- " make a bullet list. Anything
// else is text: markup is shown as typed, never interpreted.

export type LegalBlock =
  | { type: "heading"; level: 2 | 3; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] };

export function parseLegalText(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
      if (items.length) blocks.push({ type: "list", items });
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      const heading = /^(#{2,3})\s+(.+)$/.exec(line);
      if (heading) {
        flush();
        blocks.push({ type: "heading", level: heading[1]!.length === 2 ? 2 : 3, text: heading[2]! });
      } else if (line.startsWith("- ")) {
        if (paragraph.length) flush();
        items.push(line.slice(2).trim());
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
