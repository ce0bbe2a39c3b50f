/** What other features may use from booking; everything else is the feature's own (ADR 0046). */
export { isSlotConflict, slotsKeyFor } from './booking-api';
export { BarberDayTime } from './booking-choice-fields';
export { BookingSummary, type SummaryRow } from './booking-summary';
export { bookingTexts } from '../../i18n/booking-flow';
export { useClosedDayReason } from './closed-days';
export { NextAppointmentCard } from './next-appointment';
export { StatusBadge } from './status-badge';
export { useMoveChoice } from './use-move-choice';
export { SeriesChoice, type SeriesRepeatChoice } from './series-choice';
export { SeriesReview } from './series-review';
