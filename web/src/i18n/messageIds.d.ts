import type { MessageId } from "./messages";

// Makes react-intl check every message id against the English catalogue at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
