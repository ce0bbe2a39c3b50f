import {
  MARITAL_STATUSES,
  WORK_PERMITS,
  YES_NO,
  type JobApplicationField,
} from '@barber/shared/domain/job-application';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { workWithUs } from '../../i18n/work-with-us';
import { applicationFieldId, type ApplicationForm } from './application-form';

const t = workWithUs.modal;
const labels = workWithUs.choices;

const options = <T extends string>(values: readonly T[], names: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: names[value] }));

type PersonalField = Exclude<keyof ApplicationForm, 'socialProfiles'> & JobApplicationField;

interface PersonalFieldsProps {
  form: ApplicationForm;
  disabled: boolean;
  errorOf: (field: JobApplicationField) => string | undefined;
  set: (field: PersonalField, value: string) => void;
}

/** 'Dati Personali': who is applying, whether they may work in Switzerland, and how to reach them. */
export function PersonalFields({ form, disabled, errorOf, set }: PersonalFieldsProps) {
  // Every control of the column is tied to its field the same way: its id, its value, its error.
  const bind = (field: PersonalField) => ({
    id: applicationFieldId(field),
    value: form[field],
    disabled,
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const select = (field: PersonalField, label: string, choices: { value: string; label: string }[]) => (
    <SelectField {...bind(field)} label={label} placeholder={t.choose} options={choices} />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-1 text-lg font-semibold">{t.personal}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind('firstName')} label={t.firstName} autoComplete="given-name" maxLength={100} />
        <TextField {...bind('lastName')} label={t.lastName} autoComplete="family-name" maxLength={100} />
      </div>
      <TextField {...bind('nationality')} label={t.nationality} maxLength={100} />
      {select('hasWorkPermit', t.workPermit, options(WORK_PERMITS, labels.workPermit))}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('maritalStatus', t.maritalStatus, options(MARITAL_STATUSES, labels.maritalStatus))}
        {select('hasChildren', t.hasChildren, options(YES_NO, labels.yesNo))}
      </div>
      {form.hasChildren === 'si' && (
        <TextField
          {...bind('childrenNumber')}
          label={t.childrenNumber}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
      )}
      <TextareaField {...bind('address')} label={t.address} autoComplete="street-address" maxLength={300} />
      <TextField {...bind('phone')} label={t.phone} type="tel" autoComplete="tel" inputMode="tel" maxLength={40} />
      <TextField
        {...bind('email')}
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
    </fieldset>
  );
}
