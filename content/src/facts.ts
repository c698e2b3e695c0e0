/**
 * Figures that must be stated exactly wherever they appear (pages and the chat assistant).
 * They are the spec's published claims; nothing else may be quoted as a number.
 */
export const leaseCheckTurnaround = [
  { tier: 'Rush', time: '24 hours', pricing: 'Premium rate' },
  { tier: 'Standard', time: '48 hours', pricing: 'Standard rates', note: 'Most popular' },
  { tier: 'Extended', time: '3-5 days', pricing: 'Discounted rates' },
] as const;

const heirshipSuspendedAmount = '$180,000';

export const marketingFigures = {
  leaseCheckCostShare: 'under 0.1% of project costs',
  titleDefectsResolved: 'over 500 title defects resolved',
  suspendedRoyaltiesRecovered: 'over $12 million in suspended royalties recovered',
  sampleRecoveries: ['$340,000', '$125,000', '$89,000'],
  ongoingMonthlyPayment: '$2,800 a month',
  heirship: {
    heirs: '15 heirs',
    suspendedAmount: heirshipSuspendedAmount,
    suspendedRevenue: `${heirshipSuspendedAmount} in suspended revenue`,
    states: '8 states',
    oldestIssue: 'a 40-year-old heirship issue',
    suspendedYears: 'five years of suspended royalties',
  },
  lithiumVersusOilGas: {
    lithiumTimeline: '5-10 years to production',
    lithiumLifecycle: '20-50 years',
    oilGasTimeline: '6 months to 2 years',
    oilGasLifecycle: '5-30 years',
  },
} as const;

export const consultationOffers = [
  { title: 'Quick Lease Check', detail: '24-48 hour turnaround for urgent projects' },
  { title: 'Free Consultation', detail: '30-minute call' },
  { title: 'Project Evaluation', detail: 'Comprehensive assessment and recommendations' },
] as const;
