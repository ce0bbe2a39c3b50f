import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { useAuth } from '../../lib/auth-context';
import { barber as b } from '../../i18n/barber';
import { barberQuery } from './barber-api';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const t = b.profile;

/** 'Profilo': the account's details (with the bio of its barber record), the password, logout. */
export function ProfileTab() {
  const { user, signOut } = useAuth();
  const ownBarberId = user?.barberId ?? null;
  const ownBarber = useQuery({ ...barberQuery(ownBarberId ?? ''), enabled: !!ownBarberId });
  if (!user) return null;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h2 className="font-display text-2xl font-semibold">{t.title}</h2>
      <Card className="p-4 sm:p-6">
        {ownBarberId && ownBarber.isPending ? (
          <LoadingBlock label={b.loading} minHeight="min-h-32" />
        ) : (
          <>
            {ownBarberId && ownBarber.isError && (
              <div className="mb-4">
                <FormAlert>{t.errors.load}</FormAlert>
              </div>
            )}
            <ProfileForm
              key={ownBarber.data?._id ?? 'account'}
              user={user}
              ownBarber={
                ownBarber.data
                  ? { _id: ownBarber.data._id, phone: ownBarber.data.phone, bio: ownBarber.data.bio }
                  : null
              }
            />
          </>
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <PasswordForm email={user.email} />
      </Card>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h3 className="text-xl font-semibold">{t.logoutTitle}</h3>
          <p className="text-muted">{t.logoutText}</p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          {b.logout}
        </Button>
      </Card>
    </div>
  );
}
