import { useState, type FormEvent, type ReactNode } from 'react';
import { Mail, Pencil, Phone, UserRound } from 'lucide-react';
import type { User } from '@barber/shared/schemas/auth';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatPhone } from '../../lib/format';
import { getToken } from '../../lib/session-token';
import { toast } from '../../lib/toast';
import { profile } from '../../i18n/profile';
import { saveProfile } from './profile-api';

const t = profile.personal;

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const initial = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/** 001 section 5 'Profile save' and 002's password rules: the three password fields together, or none. */
function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.firstName.trim()) errors.firstName = t.firstNameRequired;
  if (!v.lastName.trim()) errors.lastName = t.lastNameRequired;
  const any = v.currentPassword || v.newPassword || v.confirmPassword;
  if (any) {
    if (!v.currentPassword) errors.currentPassword = t.passwordAll;
    if (!v.newPassword) errors.newPassword = t.passwordAll;
    else if (v.newPassword.length < 8) errors.newPassword = t.passwordShort;
    if (!v.confirmPassword) errors.confirmPassword = t.passwordAll;
    else if (v.newPassword && v.confirmPassword !== v.newPassword) errors.confirmPassword = t.passwordMismatch;
  }
  return errors;
}

/**
 * Nome, Cognome, Email (read-only) and Telefono in view mode; 'Modifica Profilo' opens the edit mode with the
 * password block. 'Annulla' restores the values and clears the passwords (001 section 4 'Profile'). A save with
 * a new password ends the other sessions on the server; this tab continues with the token the answer carries.
 */
export function ProfileDetails({ user }: { user: User }) {
  const { signIn } = useAuth();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>(() => initial(user));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const startEditing = () => {
    setValues(initial(user));
    setErrors({});
    setFailure(null);
    setSaved(false);
    setEditing(true);
  };
  const cancel = () => {
    setValues(initial(user));
    setErrors({});
    setFailure(null);
    setEditing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const withPassword = values.currentPassword !== '' && values.newPassword !== '';
      const answer = await saveProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        // The spec's payload sends the email back; the server keeps it read-only.
        email: user.email,
        ...(withPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {}),
      });
      const token = answer.token ?? getToken();
      if (token) signIn(token, answer.user);
      setEditing(false);
      setSaved(true);
      setValues(initial(answer.user));
      toast.success(t.saved);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors: Errors = {};
        for (const e of error.errors) if (e.field in values) fieldErrors[e.field as keyof Values] = e.message;
        setErrors(fieldErrors);
        setFailure(error.message || t.saveFailed);
      } else setFailure(t.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <section aria-labelledby="details-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="details-title" className="text-lg font-semibold">
            {t.detailsTitle}
          </h3>
          <Button variant="secondary" size="sm" onClick={startEditing}>
            <Pencil className="size-4" aria-hidden="true" />
            {t.edit}
          </Button>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Item icon={<UserRound className="size-5" aria-hidden="true" />} label={t.firstName} value={user.firstName} />
          <Item icon={<UserRound className="size-5" aria-hidden="true" />} label={t.lastName} value={user.lastName} />
          <Item icon={<Mail className="size-5" aria-hidden="true" />} label={t.email} value={user.email} breakAll />
          <Item icon={<Phone className="size-5" aria-hidden="true" />} label={t.phone} value={user.phone ? formatPhone(user.phone) : t.noPhone} />
        </dl>
        {saved && (
          <div className="mt-4">
            <FormAlert tone="success">{t.saved}</FormAlert>
          </div>
        )}
      </section>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="details-edit-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h3 id="details-edit-title" className="text-lg font-semibold">
        {t.edit}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.firstName} autoComplete="given-name" required value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={t.lastName} autoComplete="family-name" required value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
        <TextField label={t.email} type="email" autoComplete="username" value={user.email} readOnly hint={t.emailHint} />
        <TextField label={t.phone} type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      </div>
      <fieldset className="flex flex-col gap-4 border-t border-border pt-4" aria-describedby="password-hint">
        <legend className="sr-only">{t.passwordTitle}</legend>
        <div aria-hidden="true">
          <p className="text-base font-semibold">{t.passwordTitle}</p>
        </div>
        <p id="password-hint" className="-mt-3 text-sm text-muted">
          {t.passwordHint}
        </p>
        <PasswordField label={t.currentPassword} autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField label={t.newPassword} autoComplete="new-password" hint={t.newPasswordHint} value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} />
          <PasswordField label={t.confirmPassword} autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
        </div>
      </fieldset>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={saving} onClick={cancel}>
          {t.cancel}
        </Button>
        <Button type="submit" pending={saving} pendingLabel={t.saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

function Item({ icon, label, value, breakAll = false }: { icon: ReactNode; label: string; value: string; breakAll?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <span className="shrink-0 text-accent-text">{icon}</span>
        {label}
      </dt>
      <dd className={`mt-0.5 pl-7 font-medium ${breakAll ? 'break-all' : 'break-words'}`}>{value}</dd>
    </div>
  );
}
