import { lazy, Suspense, type ComponentProps } from "react";
import { InlineLoader } from "../../ui/components/InlineLoader";

// The forms an account card shows only when asked (adding a second factor, proving one before a
// removal): their code (codes, QR images, security keys) loads then, not with the card.
const TotpEnrollmentCode = lazy(() => import("./TotpEnrollment").then((m) => ({ default: m.TotpEnrollment })));
const SecurityKeyEnrollmentCode = lazy(() =>
  import("./SecurityKeyEnrollment").then((m) => ({ default: m.SecurityKeyEnrollment })),
);
const MfaChallengeFormCode = lazy(() => import("./MfaChallengeForm").then((m) => ({ default: m.MfaChallengeForm })));

export function TotpEnrollmentOnDemand(props: ComponentProps<typeof TotpEnrollmentCode>) {
  return (
    <Suspense fallback={<InlineLoader />}>
      <TotpEnrollmentCode {...props} />
    </Suspense>
  );
}

export function SecurityKeyEnrollmentOnDemand(props: ComponentProps<typeof SecurityKeyEnrollmentCode>) {
  return (
    <Suspense fallback={<InlineLoader />}>
      <SecurityKeyEnrollmentCode {...props} />
    </Suspense>
  );
}

export function MfaChallengeFormOnDemand(props: ComponentProps<typeof MfaChallengeFormCode>) {
  return (
    <Suspense fallback={<InlineLoader />}>
      <MfaChallengeFormCode {...props} />
    </Suspense>
  );
}
