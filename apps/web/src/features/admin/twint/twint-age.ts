import { payments } from '../../../i18n/payments';

const t = payments.admin;
const MINUTE = 60_000;

/** How long a payment has been waiting (002 section 2): 'Ora' under a minute, then 'm fa', 'h fa', 'g fa'. */
export function twintAge(createdAt: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < 1) return t.now;
  if (minutes < 60) return t.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hoursAgo(hours);
  return t.daysAgo(Math.floor(hours / 24));
}
