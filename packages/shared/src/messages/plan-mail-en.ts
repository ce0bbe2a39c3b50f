import type { Catalogue } from './catalogue';
import type { PlanMailTexts } from './plan-mail-it';

/** planMailTextsIt in English. */
export const planMailTextsEn: Catalogue<PlanMailTexts> = {
  renewsOn: (plan, date, price) => `Your ${plan} plan will renew automatically on ${date} (${price}).`,
  endsOn: (plan, date) => `Your ${plan} plan ends on ${date}. Renew it to keep access to the dashboard.`,
  renewed: (plan, price) => `Your ${plan} plan has been renewed: ${price} charged.`,
  expiredOn: (plan, date) => `Your ${plan} plan expired on ${date}. Choose a plan to reactivate the dashboard.`,
  failedSubject: 'Plan renewal failed',
  failed: (plan, price, why) => `The renewal of the ${plan} plan (${price}) was not charged: ${why}`,
  needsAuthentication: 'the bank asks the cardholder to confirm (3D Secure), which is not possible without you.',
  methodUnusable: 'the saved payment method can no longer be used.',
  payAgain: (blocked) => `${blocked}: choose the plan and pay on the Subscription page.`,
};
