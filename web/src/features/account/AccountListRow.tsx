import { HStack, type StackProps } from "@chakra-ui/react";

/** One entry of a settings list (a sign-in method, a key, a phone): what it is, then what can be done with it. */
export function AccountListRow(props: StackProps) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      px="4"
      py="3"
      flexWrap="wrap"
      {...props}
    />
  );
}
