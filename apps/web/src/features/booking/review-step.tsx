import { formatPhone } from '@barber/shared/domain/phone-format';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { formatChf, formatDate } from '../../lib/format';
import { bookingConfirmation } from '../../i18n/booking-confirmation';
import { BookingSummary, type SummaryRow } from './booking-summary';
import { bookingTexts as b } from '../../i18n/booking-flow';
import type { GuestDraft } from './guest-draft';
import { LateChangeNotice } from './late-change-notice';
import { StepFrame } from './step-frame';
import { guestErrorText, useGuestBooking } from './use-guest-booking';

const t = bookingConfirmation.confirmation;

function reviewRows({ details, choice, summary }: GuestDraft): SummaryRow[] {
  return [
    [t.client, `${details.firstName} ${details.lastName}`],
    [
      t.contact,
      <>
        <span className="block break-all">{details.email}</span>
        <span className="block">{formatPhone(details.phone)}</span>
      </>,
    ],
    [t.service, summary.serviceName],
    [t.duration, t.minutes(summary.duration)],
    [t.date, formatDate(choice.date)],
    [t.time, choice.time],
    [t.barber, summary.barberName],
    [t.total, <span className="text-lg font-semibold text-accent-text">{formatChf(summary.price)}</span>],
  ];
}

/**
 * 'Conferma la tua Prenotazione'. With a payment method to choose, 'Conferma' leads to the payment step; when
 * paying in the shop is the only way (online payments off, or their settings could not be read), there is
 * nothing to choose: the button books at once and says so. Undefined `payment` while the settings load.
 */
export function ReviewStep({
  draft,
  payment,
  onEdit,
  onConfirm,
  onBooked,
  onSlotTaken,
}: {
  draft: GuestDraft;
  payment: 'choice' | 'in-person' | undefined;
  onEdit: () => void;
  onConfirm: () => void;
  onBooked: (draft: GuestDraft) => void;
  onSlotTaken: (message: string) => void;
}) {
  const { mutation, book, slotTaken } = useGuestBooking(draft, onBooked);
  const inPerson = payment === 'in-person';
  const failed = mutation.isError && !slotTaken;
  return (
    <StepFrame step={1} title={t.reviewTitle} intro={t.reviewIntro}>
      <BookingSummary
        rows={[...reviewRows(draft), ...(inPerson ? [[t.payment, b.inPersonOnly] as SummaryRow] : [])]}
      />
      <LateChangeNotice date={draft.choice.date} time={draft.choice.time} />
      {(slotTaken || failed) && (
        <div className="mt-4">
          <FormAlert>
            <p>{slotTaken ?? guestErrorText(mutation.error, draft.account)}</p>
            {slotTaken && (
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => onSlotTaken(slotTaken)}>
                {t.slotTakenAction}
              </Button>
            )}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onEdit} disabled={mutation.isPending}>
          {t.edit}
        </Button>
        {inPerson ? (
          <Button
            size="lg"
            pending={mutation.isPending}
            pendingLabel={t.pending}
            disabled={!!slotTaken}
            onClick={() => book(null)}
          >
            {t.confirmInPerson}
          </Button>
        ) : (
          <Button size="lg" pending={payment === undefined} onClick={onConfirm}>
            {t.confirm}
          </Button>
        )}
      </div>
    </StepFrame>
  );
}
