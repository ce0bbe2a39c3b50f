import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { SelectField } from '../../components/select-field';
import { ApiError } from '../../lib/api-client';
import { formatChf, formatDateTitle } from '../../lib/format';
import { toast } from '../../lib/toast';
import { manage as t } from '../../i18n/manage';
import {
  BarberDayTime,
  BookingSummary,
  isSlotConflict,
  slotsKeyFor,
  type SummaryRow,
  useMoveChoice,
} from '../booking';
import { managedKey, moveManaged, type ManagedActionProps } from './manage-api';

const CELL_MINUTES = 15;

/** The grid cells the appointment covers ('10:00', '10:15' for 30 minutes): shown as 'attuale' on its day. */
export function currentCells(time: string, duration: number): string[] {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const cells: string[] = [];
  for (let minute = h * 60 + m; minute < h * 60 + m + duration; minute += CELL_MINUTES) {
    cells.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return cells;
}

/**
 * 'Sposta': the booking's own slot picker (barber among those offering the service, day, time; the current
 * time marked 'attuale'), then the current and the new time side by side before the move is sent. The service
 * stays the booked one. Loaded lazily by the manage page.
 */
export default function MovePanel({ token, appointment: a, onClose }: ManagedActionProps) {
  const queryClient = useQueryClient();
  const { catalog, range, stage, setStage, choice, dispatch } = useMoveChoice(a);
  const heading = useRef<HTMLHeadingElement>(null);
  const barbers = catalog.barbers.filter((b) => b.serviceIds.includes(a.serviceId));
  const barber = barbers.find((b) => b._id === choice.barberId);
  const service = catalog.services.find((s) => s._id === a.serviceId);
  const sameDay = choice.barberId === a.barber._id && choice.date === a.date;
  const unchanged = sameDay && choice.time === a.time;
  const ready = !!barber && !!service && choice.date !== '' && choice.time !== '' && !unchanged;

  // The panel replaces the buttons the focus was on: the heading takes it, no field (no phone keyboard).
  useEffect(() => {
    heading.current?.focus();
  }, [stage]);

  const mutation = useMutation({
    mutationFn: () =>
      moveManaged(token, {
        date: choice.date,
        time: choice.time,
        ...(choice.barberId !== a.barber._id ? { barberId: choice.barberId } : {}),
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(managedKey(token), data);
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(a.barber._id, a.date) });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(data.barber._id, data.date) });
      toast.success(t.moved);
      onClose();
    },
    onError: (error) => {
      if (!isSlotConflict(error)) return;
      setStage('choose');
      dispatch({ type: 'time', time: '' });
      void queryClient.invalidateQueries({ queryKey: slotsKeyFor(choice.barberId, choice.date) });
    },
  });
  const errorText =
    mutation.isError && (mutation.error instanceof ApiError ? mutation.error.message : t.moveError);

  const summary = (who: string, date: string, time: string): SummaryRow[] => [
    [t.date, formatDateTitle(date)],
    [t.time, time],
    [t.barber, who],
    [t.price, formatChf(a.price)],
  ];

  if (stage === 'confirm' && barber) {
    return (
      <div className="flex flex-col gap-4">
        <h3 ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold outline-none">
          {t.confirmTitle}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="move-current">
            <h4 id="move-current" className="mb-2 font-semibold text-muted">
              {t.current}
            </h4>
            <BookingSummary rows={summary(`${a.barber.firstName} ${a.barber.lastName}`, a.date, a.time)} />
          </section>
          <section aria-labelledby="move-next">
            <h4 id="move-next" className="mb-2 font-semibold text-accent-text">
              {t.next}
            </h4>
            <BookingSummary
              rows={summary(`${barber.firstName} ${barber.lastName}`, choice.date, choice.time)}
              className="border-accent"
            />
          </section>
        </div>
        {errorText && <FormAlert>{errorText}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setStage('choose')} disabled={mutation.isPending}>
            {t.back}
          </Button>
          <Button pending={mutation.isPending} pendingLabel={t.moving} onClick={() => mutation.mutate()}>
            {t.confirmMove}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold outline-none">
        {t.moveTitle}
      </h3>
      <p className="text-sm text-muted">{t.moveIntro}</p>
      {errorText && <FormAlert>{errorText}</FormAlert>}
      {catalog.isPending ? (
        <LoadingBlock label={t.loadingChoices} minHeight="min-h-24" />
      ) : catalog.errors.length > 0 ? (
        <FormAlert>{catalog.errors.join(' ')}</FormAlert>
      ) : (
        <>
          <SelectField
            label={t.moveBarber}
            options={barbers.map((b) => ({ value: b._id, label: `${b.firstName} ${b.lastName}` }))}
            value={choice.barberId}
            required
            onChange={(event) => {
              if (mutation.isError) mutation.reset();
              // A new barber clears the service in the shared reducer: the booked one stays.
              dispatch({ type: 'barber', barberId: event.target.value });
              dispatch({ type: 'service', serviceId: a.serviceId });
            }}
          />
          <BarberDayTime
            barber={barber}
            service={service}
            choice={choice}
            dispatch={(action) => {
              if (mutation.isError) mutation.reset();
              dispatch(action);
            }}
            range={range}
            {...(sameDay ? { current: currentCells(a.time, a.duration) } : {})}
          />
        </>
      )}
      {unchanged && <p className="text-sm text-muted">{t.unchanged}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
        <Button disabled={!ready} onClick={() => setStage('confirm')}>
          {t.proceed}
        </Button>
      </div>
    </div>
  );
}
