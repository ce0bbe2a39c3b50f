import { CalendarCog, CheckCircle2 } from 'lucide-react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { MODIFY_CUTOFF_HOURS } from '@barber/shared/domain/appointment-rules';
import { formatChf, formatDate } from '../../lib/format';
import { useShopInfo } from '../../lib/shop-info';
import { bookingAccount } from '../../i18n/booking-account';
import { bookingConfirmation } from '../../i18n/booking-confirmation';
import { manage } from '../../i18n/manage';
import { BookingSummary } from './booking-summary';
import type { GuestDraft } from './guest-draft';
import { StepFrame } from './step-frame';

const t = bookingConfirmation.confirmation;

export function CompleteStep({
  draft,
  appointment,
  onBookAgain,
}: {
  draft: GuestDraft;
  /** The guest booking's answer also carries its manage link's token (ADR 0013). */
  appointment: Appointment & { manageToken?: string | undefined };
  onBookAgain: () => void;
}) {
  const barber = `${appointment.barber.firstName} ${appointment.barber.lastName}`;
  const notice = useShopInfo().data?.booking.changeNoticeHours ?? MODIFY_CUTOFF_HOURS;
  return (
    <StepFrame step={3} title={t.completeTitle} intro={t.completeIntro(draft.details.firstName)}>
      <CheckCircle2 className="mx-auto mb-4 size-14 text-success" aria-hidden="true" />
      <BookingSummary
        rows={[
          [t.service, appointment.service],
          [t.date, formatDate(appointment.date)],
          [t.time, appointment.time],
          [t.duration, t.minutes(appointment.duration)],
          [t.barber, barber],
          [t.total, formatChf(appointment.price)],
          [t.payment, appointment.paymentType === 'online' ? t.paidOnline : t.paidInPerson],
        ]}
      />
      <p className="mt-4">{t.emailNote(draft.details.email)}</p>
      {appointment.manageToken && (
        <section
          aria-labelledby="manage-link-title"
          className="mt-4 rounded-xl border border-border bg-surface-2 p-4"
        >
          <h3 id="manage-link-title" className="flex items-center gap-2 font-semibold">
            <CalendarCog className="size-5 text-accent-text" aria-hidden="true" />
            {manage.doneLinkTitle}
          </h3>
          <p className="mt-1 text-sm text-muted">{manage.doneLinkText(notice)}</p>
          <ButtonLink
            to={`/appuntamento/${appointment.manageToken}`}
            variant="secondary"
            className="mt-3 w-full sm:w-auto"
          >
            {manage.doneLink}
          </ButtonLink>
        </section>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/" variant="secondary" size="lg">
          {t.home}
        </ButtonLink>
        {/* A logged-in customer returns to /booking, where the booking now heads their appointments. */}
        <Button size="lg" onClick={onBookAgain}>
          {draft.account ? bookingAccount.myAppointments : t.bookAgain}
        </Button>
      </div>
    </StepFrame>
  );
}
