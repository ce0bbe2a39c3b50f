import { HoneypotField } from '../../components/honeypot-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { consultation as t } from '../../i18n/consultation';
import type { StepProps } from './step-props';

/** Step 3: who to call back (name and phone needed, email optional). */
export function ContactStep({ form, errors, set }: StepProps) {
  return (
    <>
      <p className="text-muted">{t.contactIntro}</p>
      <TextField
        label={t.name}
        name="name"
        autoComplete="name"
        value={form.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        label={t.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t.phoneHint}
        value={form.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={errors.phone}
      />
      <TextField
        label={t.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t.emailHint}
        value={form.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
    </>
  );
}

/** Step 4: an optional message (and the honeypot). */
export function DetailsStep({ form, errors, set }: StepProps) {
  return (
    <>
      <TextareaField
        label={t.message}
        name="message"
        rows={4}
        maxLength={2000}
        placeholder={t.messagePlaceholder}
        value={form.message}
        onChange={(event) => set('message', event.target.value)}
        error={errors.message}
      />
      <HoneypotField label={t.honeypot} value={form.website} onChange={(value) => set('website', value)} />
    </>
  );
}
