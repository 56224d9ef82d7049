// Certification (KYC/KYB, issue 15): the ways a merchant's account state and its certification
// case may move, as data (ADR 0018). The server's services move a state only along these edges
// (`assertMove`); the console offers only the actions whose edge exists; the tests walk them all.
import { AccountState, CertificationState } from './states.ts';

/** One allowed move, named after what makes it. */
export type Edge<S> = { from: S; to: S; by: string };

/**
 * A merchant's way from registration to a normal account (spec §4: 0, 1, 7, 10, 11, 14, 15 are
 * "to be activated"; 12 activating, 13 activation failed, 9 channel timeout; 3 and 8 review
 * failed). Freezing and cancelling apply from any state and are the merchants module's
 * (FREEZABLE); they are not activation.
 */
export const ACCOUNT_ACTIVATION_EDGES: readonly Edge<AccountState>[] = [
  // The merchant fills the forms; every step is a draft on the server.
  { from: AccountState.Registered, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Forms complete: the network access agreement, made for the merchant, to sign and upload.
  { from: AccountState.CertificationDraft, to: AccountState.AgreementPending, by: 'formsComplete' },
  { from: AccountState.AgreementPending, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Agreement uploaded: the legal person's real-person verification by QR hand-off.
  {
    from: AccountState.AgreementPending,
    to: AccountState.LivenessPending,
    by: 'agreementUploaded',
  },
  { from: AccountState.LivenessPending, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Liveness passed or sent to manual review (video Y or W): the case goes to the operators.
  { from: AccountState.LivenessPending, to: AccountState.CertificationSubmitted, by: 'submitted' },
  // The operator asks for named items again; the merchant replaces only those.
  {
    from: AccountState.CertificationSubmitted,
    to: AccountState.MaterialsSupplement,
    by: 'reuploadRequested',
  },
  {
    from: AccountState.MaterialsSupplement,
    to: AccountState.CertificationSubmitted,
    by: 'resubmitted',
  },
  // Refused: the first review, or one after materials were supplied; the merchant may reapply.
  { from: AccountState.CertificationSubmitted, to: AccountState.ReviewFailed, by: 'rejected' },
  { from: AccountState.MaterialsSupplement, to: AccountState.ReReviewFailed, by: 'rejected' },
  { from: AccountState.ReviewFailed, to: AccountState.CertificationDraft, by: 'draftSaved' },
  { from: AccountState.ReReviewFailed, to: AccountState.CertificationDraft, by: 'draftSaved' },
  // Approved: the account is opened with the (sandbox) channel, then activated.
  { from: AccountState.CertificationSubmitted, to: AccountState.ChannelSubmitted, by: 'approved' },
  { from: AccountState.ChannelSubmitted, to: AccountState.Activating, by: 'channelAccepted' },
  { from: AccountState.ChannelSubmitted, to: AccountState.ChannelTimeout, by: 'channelTimedOut' },
  { from: AccountState.ChannelTimeout, to: AccountState.ChannelSubmitted, by: 'channelRetried' },
  { from: AccountState.Activating, to: AccountState.Normal, by: 'activated' },
  { from: AccountState.Activating, to: AccountState.ActivationFailed, by: 'activationFailed' },
  { from: AccountState.ActivationFailed, to: AccountState.ChannelSubmitted, by: 'channelRetried' },
];

/** The states an operator may freeze a merchant in (unfreezing returns to the state before). */
export const FREEZABLE: readonly AccountState[] = Object.values(AccountState).filter(
  (state) => state !== AccountState.Frozen && state !== AccountState.Cancelled,
);

/** A certification case (spec §4 "Certification"): re-upload and reapply allowed after Failed. */
export const CERTIFICATION_EDGES: readonly Edge<CertificationState>[] = [
  { from: CertificationState.ToBeCertified, to: CertificationState.UnderReview, by: 'submitted' },
  { from: CertificationState.UnderReview, to: CertificationState.Successful, by: 'approved' },
  { from: CertificationState.UnderReview, to: CertificationState.Failed, by: 'rejected' },
  // A re-upload request puts the case back in the merchant's hands, then under review again.
  {
    from: CertificationState.UnderReview,
    to: CertificationState.ToBeCertified,
    by: 'reuploadRequested',
  },
  { from: CertificationState.Failed, to: CertificationState.ToBeCertified, by: 'draftSaved' },
];

/** The edge that moves `from` to `to`, if there is one. */
export const edgeOf = <S>(edges: readonly Edge<S>[], from: S, to: S): Edge<S> | undefined =>
  edges.find((edge) => edge.from === from && edge.to === to);

/** The states one move away from `from`. */
export const nextStates = <S>(edges: readonly Edge<S>[], from: S): S[] =>
  edges.filter((edge) => edge.from === from).map((edge) => edge.to);
