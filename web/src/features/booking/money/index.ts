export { AgreementSummary } from "./AgreementSummary";
export { CancellationScheduleList } from "./CancellationScheduleList";
export { formatMoney } from "./formatMoney";
export { PaymentHistory } from "./PaymentHistory";
export { PaymentSchedule } from "./PaymentSchedule";
