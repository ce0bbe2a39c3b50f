import { CONSULTATION_TIMES } from '@barber/shared/domain/contact';

export interface ConsultationForm {
  service: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  /** The honeypot: hidden from people, filled only by bots. */
  website: string;
}

export type ConsultationField = keyof ConsultationForm;

export const EMPTY_CONSULTATION: ConsultationForm = {
  service: '',
  date: '',
  time: '',
  name: '',
  phone: '',
  email: '',
  message: '',
  website: '',
};

/** Steps 0-3 are the spec's four; 4 is the summary that sends. */
export const SUMMARY_STEP = 4;
/** Where each field is asked: a field the server refuses sends the person back to its step. */
export const STEP_OF_FIELD: Record<ConsultationField, number> = {
  service: 0,
  date: 1,
  time: 1,
  name: 2,
  phone: 2,
  email: 2,
  message: 3,
  website: 3,
};
export const CONSULTATION_FIELDS = Object.keys(STEP_OF_FIELD) as ConsultationField[];

export const MORNING = CONSULTATION_TIMES.filter((time) => time < '12:00');
export const AFTERNOON = CONSULTATION_TIMES.filter((time) => time >= '12:00');

/** Continue is offered only once the step's data exists (001 section 5); the details step is optional. */
export function stepReady(form: ConsultationForm, step: number, today: string): boolean {
  if (step === 0) return form.service !== '';
  if (step === 1) return form.date !== '' && form.date >= today && form.time !== '';
  if (step === 2) return form.name.trim() !== '' && form.phone.trim() !== '';
  return true;
}
