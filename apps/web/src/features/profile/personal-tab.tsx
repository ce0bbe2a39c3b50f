import { Mail, UserRound } from 'lucide-react';
import type { User } from '@barber/shared/schemas/auth';
import { profile } from '../../i18n/profile';

const t = profile.personal;

/**
 * 'Informazioni Personali' as far as it goes today: who is logged in. The avatar, the edit mode and the
 * password change are issue 14's (profile and statistics); until then nothing here looks like a form.
 */
export function PersonalTab({ user }: { user: User }) {
  return (
    <section aria-labelledby="personal-title" className="flex max-w-xl flex-col gap-4">
      <h2 id="personal-title" className="font-display text-2xl font-semibold">
        {t.title}
      </h2>
      <div className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <dl className="flex flex-col gap-4">
          <div className="min-w-0">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <UserRound className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
              {t.name}
            </dt>
            <dd className="mt-0.5 pl-7 font-medium break-words">{`${user.firstName} ${user.lastName}`}</dd>
          </div>
          <div className="min-w-0">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Mail className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
              {t.email}
            </dt>
            <dd className="mt-0.5 pl-7 font-medium break-all">{user.email}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted">{t.later}</p>
      </div>
    </section>
  );
}
