import type { User } from '@barber/shared/schemas/auth';
import { profile } from '../../i18n/profile';
import { AvatarCard } from './avatar-card';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { PrivacyCard } from './privacy-card';
import { ProfileDetails } from './profile-details';
import { LastMinuteChoiceCard } from '../last-minute';

const t = profile.personal;

/** 'Informazioni Personali' (001 section 2): the avatar, the data with the password block, and the own data. */
export function PersonalTab({ user }: { user: User }) {
  return (
    <section aria-labelledby="personal-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="personal-title" className="font-display text-2xl font-semibold">
        {t.title}
      </h2>
      {!user.emailConfirmed && <EmailConfirmationNotice email={user.email} />}
      <AvatarCard user={user} />
      <ProfileDetails user={user} />
      <LastMinuteChoiceCard />
      <PrivacyCard email={user.email} />
    </section>
  );
}
