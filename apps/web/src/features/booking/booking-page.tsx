import { Navigate } from 'react-router';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../components/loading-block';
import { useAuth } from '../../lib/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bookingAccount } from '../../i18n/booking-account';
import { AccountBookingFlow } from './account-booking-flow';
import { BookingGate, limitsQuery } from '../subscription';
import { barbersQuery, myAppointmentsQuery, servicesQuery } from './booking-api';
import { MyAppointments } from './my-appointments';
import { NextAppointmentCard } from './next-appointment';
import { useAppointmentReminders } from '../notifications';

/**
 * The admin's booking form is the phone booking of the admin panel (spec 002): an admin sent to /booking (a
 * hero link, an old bookmark) lands there with the form open, instead of booking for themselves.
 */
export const ADMIN_BOOKING_PATH = '/admin?tab=appointments&booking=phone';

/**
 * /booking for any logged-in user: the guest's three taps with their details already known (issue 27), and their
 * appointments.
 */
export default function BookingPage() {
  useDocumentTitle(bookingAccount.title);
  const { user } = useAuth();
  // A reminder sent while the page is open shows as a toast too (appointment_reminder, 001 section 7).
  useAppointmentReminders();
  if (user?.role === 'admin') return <Navigate to={ADMIN_BOOKING_PATH} replace />;
  return <CustomerBooking />;
}

function CustomerBooking() {
  // The four requests of the page leave together (the gate's and the form's were asked only once the ones above them
  // had answered), and the page is drawn once the customer's appointments are known: drawn as they arrived, the next
  // appointment and the list pushed the form down (CLS 0.18-0.59, ADR 0081).
  const appointments = useQuery(myAppointmentsQuery);
  usePrefetchQuery(limitsQuery);
  usePrefetchQuery(barbersQuery);
  usePrefetchQuery(servicesQuery);
  if (appointments.isPending)
    return (
      // A screen's height: the page is taller on a phone, so nothing below moves into view when it is drawn.
      <div className="min-h-dvh">
        <LoadingBlock label={bookingAccount.listLoading} minHeight="min-h-96" />
      </div>
    );
  // On a phone the customer's own appointments come before the form: that is what they return for.
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-3 py-6 sm:px-4 sm:py-12 lg:grid-cols-2 lg:items-start">
      <NextAppointmentCard className="lg:col-span-2" />
      <MyAppointments className="lg:order-last" />
      {/* The plan's limits are checked first (issue 12, 001 section 6). */}
      <BookingGate>
        <AccountBookingFlow />
      </BookingGate>
    </div>
  );
}
