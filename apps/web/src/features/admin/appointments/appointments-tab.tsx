import { useId, useState } from 'react';
import { PhoneCall, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { admin } from '../../../i18n/admin';
import { useShopToday } from '../use-shop-today';
import { AdminBookingForm } from './admin-booking-form';
import { AppointmentsCalendar } from './appointments-calendar';

/** The 'Appuntamenti' tab: the phone-booking form (opened on demand) above the calendar it feeds. */
export function AppointmentsTab() {
  const today = useShopToday();
  // /booking sends an admin here with ?booking=phone: the phone-booking form opens straight away.
  const [params] = useSearchParams();
  const [bookingOpen, setBookingOpen] = useState(() => params.get('booking') === 'phone');
  const formId = useId();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <div>
          <Button
            variant={bookingOpen ? 'secondary' : 'primary'}
            aria-expanded={bookingOpen}
            aria-controls={formId}
            onClick={() => setBookingOpen((open) => !open)}
          >
            {bookingOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <PhoneCall className="size-5" aria-hidden="true" />
            )}
            {bookingOpen ? admin.booking.close : admin.booking.open}
          </Button>
        </div>
        <div id={formId} hidden={!bookingOpen}>
          {bookingOpen && <AdminBookingForm today={today} />}
        </div>
      </div>
      <AppointmentsCalendar today={today} />
    </div>
  );
}
