import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { EyeIcon, EyeOffIcon } from "../../ui/components/icons";

/** A password input with a show/hide toggle; the toggle sits at the end in either direction. */
export function PasswordInput(props: Omit<InputProps, "type">) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={intl.formatMessage({ id: visible ? "auth.password.hide" : "auth.password.show" })}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? "text" : "password"} />
    </InputGroup>
  );
}
