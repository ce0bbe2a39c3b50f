import { useId, useState } from 'react';
import { PhoneCall, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { admin } from '../../../i18n/admin';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { useShopToday } from '../use-shop-today';
import { AdminBookingForm, type BookingPreset } from './admin-booking-form';
import { AppointmentsCalendar, type CalendarState } from './appointments-calendar';
import { BookingGate } from '../../subscription';

/**
 * The 'Appuntamenti' tab: the phone-booking form (opened on demand, or from a free cell of the grid in a
 * dialog) and the calendar it feeds. After a booking the calendar shows that day, with the new appointment.
 */
export function AppointmentsTab() {
  const today = useShopToday();
  // /booking sends an admin here with ?booking=phone: the phone-booking form opens straight away.
  const [params] = useSearchParams();
  const [bookingOpen, setBookingOpen] = useState(() => params.get('booking') === 'phone');
  const [preset, setPreset] = useState<BookingPreset | null>(null);
  const [calendar, setCalendar] = useState<CalendarState>({ view: 'day', date: today, barberId: '' });
  const formId = useId();
  const showBooked = (booked: { date: string; barberId: string }) =>
    setCalendar((current) => ({
      view: 'day',
      date: booked.date,
      // A filter on another barber would hide the new booking.
      barberId: current.barberId && current.barberId !== booked.barberId ? '' : current.barberId,
    }));
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
          {/* The plan's limits are checked before the form (issue 12, 002 section 2). */}
          {bookingOpen && (
            <BookingGate admin>
              <AdminBookingForm today={today} onBooked={showBooked} />
            </BookingGate>
          )}
        </div>
      </div>
      <AppointmentsCalendar today={today} state={calendar} onStateChange={setCalendar} onBookAt={setPreset} />
      <Dialog
        open={preset !== null}
        onOpenChange={(open) => !open && setPreset(null)}
        title={admin.booking.title}
        closeLabel={calendarGrid.detail.close}
      >
        {preset && (
          <BookingGate admin>
            <AdminBookingForm
              today={today}
              preset={preset}
              embedded
              onBooked={(booked) => {
                setPreset(null);
                showBooked(booked);
              }}
            />
          </BookingGate>
        )}
      </Dialog>
    </div>
  );
}
