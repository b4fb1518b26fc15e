import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
}

/** What a list says when it has nothing yet, with the next step to take. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      rounded="xl"
    >
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <Text color="fg.muted" maxW="md">
        {body}
      </Text>
      {action}
    </Stack>
  );
}
