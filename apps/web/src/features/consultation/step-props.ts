import type { FormErrors } from '../../lib/use-sent-form';
import type { ConsultationField, ConsultationForm } from './consultation-form';

/** What every step of the consultation gets: the answers so far, the errors, and how to change an answer. */
export interface StepProps {
  form: ConsultationForm;
  errors: FormErrors<ConsultationField>;
  set: (field: ConsultationField, value: string) => void;
}
