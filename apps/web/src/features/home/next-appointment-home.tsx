import { ButtonLink } from '../../components/button-link';
import { bookingTexts, NextAppointmentCard } from '../booking';

/** The home page's 'Il tuo prossimo appuntamento', loaded only for a logged-in customer (see home-page.tsx). */
export default function NextAppointmentHome() {
  return (
    <NextAppointmentCard
      className="mx-auto mt-8 w-[calc(100%-2rem)] max-w-[calc(72rem-2rem)]"
      action={
        <ButtonLink to="/booking" variant="secondary">
          {bookingTexts.nextManage}
        </ButtonLink>
      }
    />
  );
}
