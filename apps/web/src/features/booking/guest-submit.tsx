import type { Service } from '@barber/shared/schemas/catalog';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import type { BookingChoice } from './booking-choice';
import { ChoiceSummary } from './choice-summary';

interface GuestSubmitProps {
  choice: BookingChoice;
  service: Service | undefined;
  /** Named only once 'Qualsiasi barbiere' has found one for the time. */
  barberName?: string;
  ready: boolean;
  prepareError: string;
  label: string;
}

/** The booking form's foot: what is chosen so far, and the submit once everything is. */
export function GuestSubmit({ choice, service, barberName, ready, prepareError, label }: GuestSubmitProps) {
  return (
    <div className="flex flex-col gap-3">
      {prepareError && <FormAlert>{prepareError}</FormAlert>}
      <ChoiceSummary choice={choice} service={service} {...(barberName ? { barberName } : {})} />
      {ready && (
        <Button type="submit" size="lg">
          {label}
        </Button>
      )}
    </div>
  );
}
