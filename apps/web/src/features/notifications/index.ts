/** What other features may use from notifications; everything else is the feature's own (ADR 0046). */
export { useAppointmentReminders } from './use-appointment-reminders';
