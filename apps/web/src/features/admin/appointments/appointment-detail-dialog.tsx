import { useState } from 'react';
import { MoveRight } from 'lucide-react';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber } from '@barber/shared/schemas/catalog';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { formatDate } from '../../../lib/format';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { AppointmentCard } from './appointment-card';
import { MoveForm } from './move-form';
import { SeriesCancel } from './series-cancel';

interface DetailProps {
  appointment: Appointment | null;
  barbers: readonly Barber[];
  today: string;
  movePending: boolean;
  onClose: () => void;
  onStatusChange: (id: string, status: AppointmentStatus, reason?: string) => void;
  onMove: (appointment: Appointment, to: { barberId: string; date: string; time: string }) => void;
}

/** A tapped block or agenda row: the spec's card with its status selector, and 'Sposta'. */
export function AppointmentDetailDialog({
  appointment,
  barbers,
  today,
  movePending,
  onClose,
  onStatusChange,
  onMove,
}: DetailProps) {
  const [moving, setMoving] = useState(false);
  const movable = appointment && (appointment.status === 'pending' || appointment.status === 'confirmed');
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) {
          setMoving(false);
          onClose();
        }
      }}
      title={moving ? calendarGrid.move.title : calendarGrid.detail.title}
      description={
        moving && appointment
          ? calendarGrid.move.description(
              appointment.service,
              `${formatDate(appointment.date, 'medium')} ${appointment.time}`,
            )
          : undefined
      }
      closeLabel={calendarGrid.detail.close}
    >
      {appointment &&
        (moving ? (
          <MoveForm
            appointment={appointment}
            barbers={barbers}
            today={today}
            pending={movePending}
            onCancel={() => setMoving(false)}
            onMove={(to) => {
              onMove(appointment, to);
              setMoving(false);
              onClose();
            }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <AppointmentCard
              appointment={appointment}
              onStatusChange={(status, reason) => onStatusChange(appointment._id, status, reason)}
            />
            {movable && (
              <div>
                <Button variant="secondary" onClick={() => setMoving(true)}>
                  <MoveRight className="size-5" aria-hidden="true" />
                  {calendarGrid.detail.move}
                </Button>
              </div>
            )}
            <SeriesCancel appointment={appointment} onDone={onClose} />
          </div>
        ))}
    </Dialog>
  );
}
