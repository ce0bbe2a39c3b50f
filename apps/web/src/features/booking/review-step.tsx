import { formatSwissPhone } from '@barber/shared/domain/phone';
import { Button } from '../../components/button';
import { formatChf, formatDate } from '../../lib/format';
import { it } from '../../i18n/it';
import { BookingSummary } from './booking-summary';
import type { GuestDraft } from './guest-draft';
import { StepFrame } from './step-frame';

const t = it.confirmation;

export function ReviewStep({
  draft,
  onEdit,
  onConfirm,
}: {
  draft: GuestDraft;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  const { details, choice, summary } = draft;
  return (
    <StepFrame step={1} title={t.reviewTitle} intro={t.reviewIntro}>
      <BookingSummary
        rows={[
          [t.client, `${details.firstName} ${details.lastName}`],
          [
            t.contact,
            <>
              <span className="block break-all">{details.email}</span>
              <span className="block">{formatSwissPhone(details.phone)}</span>
            </>,
          ],
          [t.service, summary.serviceName],
          [t.duration, t.minutes(summary.duration)],
          [t.date, formatDate(choice.date)],
          [t.time, choice.time],
          [t.barber, summary.barberName],
          [
            t.total,
            <span className="text-lg font-semibold text-accent-text">{formatChf(summary.price)}</span>,
          ],
        ]}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onEdit}>
          {t.edit}
        </Button>
        <Button size="lg" onClick={onConfirm}>
          {t.confirm}
        </Button>
      </div>
    </StepFrame>
  );
}
