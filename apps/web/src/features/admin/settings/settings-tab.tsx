import { TabHeading } from '../../../components/tab-heading';
import { adminSettings } from '../../../i18n/admin-settings';
import { DepositPolicyCard } from './deposit-policy-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { ShopSettingsCard } from './shop-settings-card';
import { TeamNoticeCard } from './team-notice-card';
import { WalkInSettingsCard } from '../../walk-ins';
import { LastMinuteSettingsCard } from '../../last-minute';

/** 'Impostazioni': the shop's details, hours and booking rules, and the reminders; not locked by the plan. */
export function SettingsTab() {
  return (
    <section aria-labelledby="settings-title" className="flex flex-col gap-5">
      <TabHeading id="settings-title" title={adminSettings.title} intro={adminSettings.intro} />
      <ShopSettingsCard />
      <NotificationSettingsCard />
      <TeamNoticeCard />
      <WalkInSettingsCard />
      <LastMinuteSettingsCard />
      <DepositPolicyCard />
    </section>
  );
}
