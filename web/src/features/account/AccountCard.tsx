import { Card, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function AccountCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="white">
      <Card.Header>
        <Heading id={id} as="h2" fontSize="xl" fontWeight="normal">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
