import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MODIFY_CUTOFF_HOURS } from '@barber/shared/domain/appointment-rules';
import { CalendarPlus, Download, ExternalLink, Phone } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { buttonClasses } from '../../components/button-styles';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { LinkPage } from '../../components/link-page';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatDate, formatDateTitle, formatPhone, formatTimeRange } from '../../lib/format';
import { paymentStateLabel } from '../payments';
import { useShopInfo } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { manage as t } from '../../i18n/manage';
import { BookingSummary, slotsKeyFor, StatusBadge, type SummaryRow } from '../booking';
import { CancelledBookAgain } from './book-again';
import { googleCalendarUrl, icsHref, type CalendarEvent } from './calendar-links';
import {
  cancelManaged,
  managedKey,
  managedQuery,
  type ManagedActionProps,
  type ManagedAppointment,
} from './manage-api';

// The slot picker and its catalogue load only when 'Sposta' is tapped.
const MovePanel = lazy(() => import('./move-panel'));

/**
 * /appuntamento/:token, the link of the confirmation email and the done screen (ADR 0013): the appointment, a way
 * to add it to a calendar, and, under the 24-hour rule, moving or cancelling it without an account.
 */
export default function ManagePage() {
  const { token = '' } = useParams();
  const query = useQuery(managedQuery(token));
  useDocumentTitle(t.title);

  return (
    <LinkPage
      query={query}
      texts={t}
      errorDetail
      notFoundActions={<ButtonLink to="/guest-booking">{t.bookAgain}</ButtonLink>}
      width="max-w-2xl"
    >
      {(appointment) => <Managed token={token} appointment={appointment} />}
    </LinkPage>
  );
}

function Managed({ token, appointment: a }: { token: string; appointment: ManagedAppointment }) {
  const shop = useShopInfo().data ?? null;
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const barber = `${a.barber.firstName} ${a.barber.lastName}`;
  const address = shop ? `${shop.name}, ${shop.address}, ${shop.postalCode} ${shop.city}` : '';
  const active = a.status === 'pending' || a.status === 'confirmed';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.title}</h1>
        <p className="text-muted">{t.greeting(a.firstName)}</p>
      </header>
      <Card className="flex flex-col gap-4 !p-4 sm:!p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xl font-semibold">{a.service}</p>
          <StatusBadge status={a.status} />
        </div>
        <BookingSummary
          rows={[
            [t.date, formatDateTitle(a.date)],
            [t.time, formatTimeRange(a.time, endTime(a.time, a.duration))],
            [t.barber, barber],
            [t.duration, t.minutes(a.duration)],
            [t.price, formatChf(a.price)],
            [t.payment, paymentStateLabel(a)],
            ...(address ? [[t.where, address] satisfies SummaryRow] : []),
          ]}
        />
        {a.status === 'cancelled' && <CancelledBookAgain />}
        {a.status === 'completed' && <FormAlert tone="success">{t.completed}</FormAlert>}
      </Card>

      {active && <CalendarLinks token={token} appointment={a} barber={barber} location={address} />}

      {active && (
        <Card className="flex flex-col gap-4 !p-4 sm:!p-6">
          <h2 className="text-xl font-semibold">{t.changeTitle}</h2>
          {a.changeable ? (
            moving ? (
              <Suspense fallback={<LoadingBlock label={t.loadingChoices} minHeight="min-h-32" />}>
                <MovePanel token={token} appointment={a} onClose={() => setMoving(false)} />
              </Suspense>
            ) : (
              <>
                <p>{t.changeUntil(t.at(formatDate(a.changeUntil.date), a.changeUntil.time))}</p>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button size="lg" onClick={() => setMoving(true)}>
                    {t.move}
                  </Button>
                  <Button size="lg" variant="danger" onClick={() => setConfirmCancel(true)}>
                    {t.cancel}
                  </Button>
                </div>
              </>
            )
          ) : (
            <>
              <p>{t.tooLate(shop?.booking.changeNoticeHours ?? MODIFY_CUTOFF_HOURS)}</p>
              {shop?.phone && (
                <a
                  href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
                  className={buttonClasses('primary', 'lg', 'self-start no-underline')}
                >
                  <Phone className="size-5" aria-hidden="true" />
                  {t.call(formatPhone(shop.phone))}
                </a>
              )}
            </>
          )}
        </Card>
      )}
      {confirmCancel && (
        <CancelDialog token={token} appointment={a} onClose={() => setConfirmCancel(false)} />
      )}
    </div>
  );
}

/** "10:00" + 30 -> "10:30" (same day: the shop closes before midnight). */
function endTime(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function CalendarLinks({
  token,
  appointment: a,
  barber,
  location,
}: {
  token: string;
  appointment: ManagedAppointment;
  barber: string;
  location: string;
}) {
  const shop = useShopInfo().data ?? null;
  const event: CalendarEvent = {
    id: a._id,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    title: `${a.service} - ${shop?.name ?? 'Barber Studio'}`,
    location,
    description: t.calendarDescription(barber, `${window.location.origin}/appuntamento/${token}`),
    host: window.location.hostname,
    createdAt: a.createdAt,
  };
  return (
    <Card className="flex flex-col gap-3 !p-4 sm:!p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <CalendarPlus className="size-5 text-accent-text" aria-hidden="true" />
        {t.calendarTitle}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={icsHref(event)}
          download="appuntamento.ics"
          className={buttonClasses('secondary', 'md', 'no-underline')}
          title={t.icsHint}
        >
          <Download className="size-4" aria-hidden="true" />
          {t.icsDownload}
        </a>
        <a
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'md', 'no-underline')}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t.googleCalendar}
          <span className="sr-only">{` ${t.newWindow}`}</span>
        </a>
      </div>
      <p className="text-sm text-muted">{t.icsHint}</p>
    </Card>
  );
}

function CancelDialog({ token, appointment: a, onClose }: ManagedActionProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelManaged(token),
    onSuccess: (data) => {
      queryClient.setQueryData(managedKey(token), data);
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(a.barber._id, a.date) });
      toast.success(t.cancelledToast);
      onClose();
    },
  });
  const paid = a.paymentStatus === 'paid_online' || a.paymentStatus === 'partially_refunded';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={t.cancelTitle}
      message={`${t.cancelQuestion(a.service, t.at(formatDate(a.date), a.time))}${paid ? ` ${t.cancelRefund}` : ''}`}
      confirmLabel={t.confirmCancel}
      cancelLabel={t.keep}
      closeLabel={t.close}
      pendingLabel={t.cancelling}
      pending={mutation.isPending}
      destructive
      {...(mutation.isError
        ? { error: mutation.error instanceof ApiError ? mutation.error.message : t.cancelError }
        : {})}
      onConfirm={() => mutation.mutate()}
    />
  );
}
