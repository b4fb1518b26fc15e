import type { MessageId } from "../../i18n/messages";

export const aboutValues: readonly { title: MessageId; body: MessageId }[] = [
  { title: "about.values.safety.title", body: "about.values.safety.body" },
  { title: "about.values.transparency.title", body: "about.values.transparency.body" },
  { title: "about.values.discretion.title", body: "about.values.discretion.body" },
  { title: "about.values.service.title", body: "about.values.service.body" },
  { title: "about.values.reliability.title", body: "about.values.reliability.body" },
  { title: "about.values.responsibility.title", body: "about.values.responsibility.body" },
];
