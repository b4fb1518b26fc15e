import { Button, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DialogCloseButton } from "./DialogCloseButton";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** The step back (Cancel, Keep it). */
  dismissLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  loading: boolean;
  palette: "gold" | "red";
  confirmTestId: string;
  /** The button that opens it, when the dialog owns one. */
  trigger?: ReactNode;
}

/** The one "are you sure?" step before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  dismissLabel,
  confirmLabel,
  onConfirm,
  loading,
  palette,
  confirmTestId,
  trigger,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      placement="center"
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {dismissLabel}
              </Button>
              <Button colorPalette={palette} loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
