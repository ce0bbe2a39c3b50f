import { CalendarPlus } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { useAuth } from '../../lib/auth-context';
import { manage as t } from '../../i18n/manage';

/**
 * A cancelled appointment's page ends with a way forward (issue 27 item 6): 'Prenota di Nuovo' to the booking flow
 * (the customer's own when logged in, the guest's otherwise), as the cancellation email does.
 */
export function CancelledBookAgain() {
  const { user } = useAuth();
  return (
    <FormAlert>
      <p>{t.cancelled}</p>
      <ButtonLink to={user ? '/booking' : '/guest-booking'} size="lg" className="mt-3 w-full sm:w-auto">
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t.bookAgainAfterCancel}
      </ButtonLink>
    </FormAlert>
  );
}
