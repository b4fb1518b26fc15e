import { chakra, createRecipeContext, useSlotRecipe, type HTMLChakraProps, type RecipeProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

// Chakra's field, input and textarea looks on plain elements: the same recipes without Ark's field
// machinery, so a form's controls cost their markup and styles only.

/** What the control of a field carries: its id (the label's target), state and descriptions. */
export interface FieldControl {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FormFieldProps extends Omit<HTMLChakraProps<"div">, "children"> {
  label: ReactNode;
  required?: boolean;
  /** Shows "*" after the label of a required field. */
  markRequired?: boolean;
  helper?: ReactNode;
  /** The problem with the value, said beside it: the control reads as invalid. */
  error?: ReactNode;
  /** For a control that names something else by the label (a combobox its listbox). */
  labelId?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, its control, and the helper or error text the control is described by. */
export function FormField(props: FormFieldProps) {
  const { label, required, markRequired, helper, error, labelId, children, ...rootProps } = props;
  const id = useId();
  const styles = useSlotRecipe({ key: "field" })();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <chakra.div css={styles.root} data-invalid={error ? "" : undefined} {...rootProps}>
      <chakra.label css={styles.label} htmlFor={id} id={labelId}>
        {label}
        {required && markRequired && (
          <chakra.span css={styles.requiredIndicator} aria-hidden>
            *
          </chakra.span>
        )}
      </chakra.label>
      {children({
        id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {helper && (
        <chakra.div id={helperId} css={styles.helperText}>
          {helper}
        </chakra.div>
      )}
      {error && (
        <chakra.div id={errorId} css={styles.errorText} aria-live="polite">
          {error}
        </chakra.div>
      )}
    </chakra.div>
  );
}

/** A text input with Chakra's input look. */
export const FieldInput = createRecipeContext({ key: "input" }).withContext<
  HTMLInputElement,
  HTMLChakraProps<"input"> & RecipeProps<"input">
>("input");

/** A textarea with Chakra's textarea look. */
export const FieldTextarea = createRecipeContext({ key: "textarea" }).withContext<
  HTMLTextAreaElement,
  HTMLChakraProps<"textarea"> & RecipeProps<"textarea">
>("textarea");
