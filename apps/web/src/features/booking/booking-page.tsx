import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { AccountBookingForm } from './account-booking-form';
import { MyAppointments } from './my-appointments';

/**
 * /booking for any logged-in user. Admins see the same page until the admin panel brings its phone-booking
 * form (spec 002).
 */
export default function BookingPage() {
  useDocumentTitle(it.account.title);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-3 py-6 sm:px-4 sm:py-12 lg:grid-cols-2 lg:items-start">
      <AccountBookingForm />
      <MyAppointments />
    </div>
  );
}
