/**
 * What other modules use of notifications: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export { barberContact, notificationSettings } from './repo';

export { listUnsubscribeHeaders, unsubscribePageUrl } from './links';
export { scheduleConflict } from './schedule-conflicts';
export { barberNameOf, customerOf, queueStaffStatusEmail, staffChangeMessage } from './staff-change';
export { type AfterCommit, tellAppointmentChange } from './team-notices';
export { accountDeletedEmail, adminPasswordResetEmail, emailConfirmationEmail, passwordChangedEmail, passwordResetEmail } from './templates/account';
export { scheduleConflictEmail } from './templates/messages';
export { contactConfirmationEmail, type ContactFacts, contactOwnerEmail } from './templates/contact';
export { type ApplicationFacts, candidateConfirmationEmail, recruitingEmail } from './templates/job-application';
export { FALLBACK_SHOP, longDateIn, renderEmail, renderSms, type ShopContact, shopContactOf, whenInShop } from './templates/layout';
export { mailTexts } from './templates/texts';
