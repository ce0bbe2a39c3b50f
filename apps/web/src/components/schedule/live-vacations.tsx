import type { Barber, Vacation } from '@barber/shared/schemas/catalog';
import { useVacationSaver } from '../../lib/use-vacation-saver';
import { SavedVacations } from './saved-vacations';
import { VacationConflictsDialog } from './vacation-conflicts-dialog';

interface LiveVacationsProps {
  barberId: string;
  /** As the server has them. */
  vacations: readonly Vacation[];
  today: string;
  /** The barber as saved: the page puts it where it reads the barber from. */
  onSaved: (barber: Barber) => void;
  headingLevel?: 2 | 3;
}

/** A barber's vacations saved one by one as they are added or removed, asking first when customers are booked. */
export function LiveVacations({ barberId, vacations, today, onSaved, headingLevel }: LiveVacationsProps) {
  const saver = useVacationSaver(barberId, vacations, onSaved);
  return (
    <>
      <SavedVacations
        vacations={vacations}
        today={today}
        busy={saver.busy}
        onAdd={saver.add}
        onRemove={saver.remove}
        headingLevel={headingLevel}
      />
      <VacationConflictsDialog
        appointments={saver.conflicts}
        pending={saver.busy}
        onConfirm={() => void saver.confirmConflicts()}
        onCancel={saver.dropConflicts}
      />
    </>
  );
}
