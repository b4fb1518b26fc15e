import { Heading, List, Stack, Text } from "@chakra-ui/react";
import { parseLegalText } from "./legalText";

/** An admin's notice as text nodes only: headings, paragraphs and bullet lists, never HTML. */
export function LegalText({ body }: { body: string }) {
  return (
    <Stack gap="4" color="fg" lineHeight="1.7">
      {parseLegalText(body).map((block, index) => {
        const key = `${index}`;
        if (block.type === "heading")
          return (
            <Heading key={key} as={block.level === 2 ? "h2" : "h3"} fontSize={block.level === 2 ? "2xl" : "lg"} mt="4">
              {block.text}
            </Heading>
          );
        if (block.type === "list")
          return (
            <List.Root key={key} ps="5">
              {block.items.map((item, i) => (
                <List.Item key={`${i}`}>{item}</List.Item>
              ))}
            </List.Root>
          );
        return <Text key={key}>{block.text}</Text>;
      })}
    </Stack>
  );
}
