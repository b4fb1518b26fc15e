import { Stack, type StackProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  gap?: StackProps["gap"];
  children: ReactNode;
}

/** A form that validates itself (noValidate: our messages, beside the fields, in the user's language). */
export function AuthForm({ onSubmit, labelledBy, gap = "4", children }: AuthFormProps) {
  return (
    <Stack asChild gap={gap}>
      {/* POST, never GET: should it ever be sent by the browser itself, a password stays out of the address. */}
      <form method="post" noValidate aria-labelledby={labelledBy} onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </Stack>
  );
}
