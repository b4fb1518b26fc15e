import type { MessageId } from "../../i18n/messages";

export interface CaseStudy {
  id: string;
  sector: MessageId;
  title: MessageId;
  challenge: MessageId;
  solution: MessageId;
  outcome: MessageId;
}

// Clients are kept anonymous: discretion is part of the service.
export const caseStudies: readonly CaseStudy[] = [
  {
    id: "roadshow",
    sector: "cases.roadshow.sector",
    title: "cases.roadshow.title",
    challenge: "cases.roadshow.challenge",
    solution: "cases.roadshow.solution",
    outcome: "cases.roadshow.outcome",
  },
  {
    id: "team",
    sector: "cases.team.sector",
    title: "cases.team.title",
    challenge: "cases.team.challenge",
    solution: "cases.team.solution",
    outcome: "cases.team.outcome",
  },
  {
    id: "family",
    sector: "cases.family.sector",
    title: "cases.family.title",
    challenge: "cases.family.challenge",
    solution: "cases.family.solution",
    outcome: "cases.family.outcome",
  },
];
