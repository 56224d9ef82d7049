// What the merchant's account state (spec §4) says about its certification, for the screens outside
// the certification feature (home, the menu, the money screens): whether money may move yet, and
// the certification screen that continues from here. The certification screens themselves read the
// case (certification/case.json), which knows more.
import { AccountState } from '@tradebridge/contracts';
import { paths } from './paths.ts';

/** Money moves only for a normal account (the server answers REAL_PERSON_AUTH_FIRST otherwise). */
export const isCertified = (state: number) => state === AccountState.Normal;

/**
 * An account that is still on its way to normal through certification (not frozen, cancelled or
 * being closed: those have their own notices).
 */
export const needsCertification = (state: number) =>
  !isCertified(state) &&
  state !== AccountState.Frozen &&
  state !== AccountState.Cancelled &&
  state !== AccountState.CardCancelReview;

/** What comes next in words (common.json certificationGate.next.<key>). */
export type CertificationStepKey =
  'forms' | 'agreement' | 'liveness' | 'review' | 'materials' | 'reapply' | 'activating';

export const certificationStepOf = (state: number): CertificationStepKey => {
  switch (state) {
    case AccountState.AgreementPending:
      return 'agreement';
    case AccountState.LivenessPending:
      return 'liveness';
    case AccountState.CertificationSubmitted:
      return 'review';
    case AccountState.MaterialsSupplement:
      return 'materials';
    case AccountState.ReviewFailed:
    case AccountState.ReReviewFailed:
      return 'reapply';
    case AccountState.ChannelSubmitted:
    case AccountState.Activating:
    case AccountState.ChannelTimeout:
    case AccountState.ActivationFailed:
      return 'activating';
    default:
      return 'forms';
  }
};

/** The screen of each step done past the forms (the case's `next` names them the same). */
export const AFTER_FORMS_PATHS = {
  agreement: paths.certification.agreement,
  liveness: paths.certification.lookQrCode,
  materials: paths.certification.materials,
} as const;

/** The certification screen where that step is done (the hub shows the rest). */
export const certificationPathOf = (state: number): string => {
  const step = certificationStepOf(state);
  switch (step) {
    case 'agreement':
    case 'liveness':
    case 'materials':
      return AFTER_FORMS_PATHS[step];
    case 'reapply':
      return paths.certification.checkInfo;
    default:
      return paths.certification.hub;
  }
};
