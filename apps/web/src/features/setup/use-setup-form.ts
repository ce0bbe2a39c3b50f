import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SetupRequest } from '@barber/shared/schemas/setup';
import { ApiError } from '../../lib/api-client';
import { fieldMessage } from '../../lib/field-message';
import { loadPageValidation } from '../../lib/page-validation';
import { errorMessage } from '../../lib/form-errors';
import { shopInfoQuery } from '../../lib/shop-info';
import { toast } from '../../lib/toast';
import { setupTexts } from '../../i18n/setup';
import { completeSetup, setupStatusQuery } from './setup-api';
import { initialSetupValues, SERVER_FIELDS, type SetupValues } from './setup-values';

/** A field's place in the nested values, as the server names it: 'admin.email', 'shop.openingHours.1.endTime'. */
export type SetupPath =
  (typeof SERVER_FIELDS)[number] | 'confirmPassword' | `shop.openingHours.${number}.open`;
type Errors = Partial<Record<string, string>>;
// The page's order, so the first wrong field takes the focus ('confirmPassword' comes after the password).
const ORDER: readonly string[] = [...SERVER_FIELDS.slice(0, 5), 'confirmPassword', ...SERVER_FIELDS.slice(5)];

const read = (values: SetupValues, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);

/** A copy of the values with the one at `path` replaced (the copies follow the path; the rest is shared). */
function write(values: unknown, [key, ...rest]: string[], value: unknown): unknown {
  const copy = Array.isArray(values) ? [...values] : { ...(values as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key!] = rest.length
    ? write((values as Record<string, unknown>)[key!], rest, value)
    : value;
  return copy;
}

/**
 * The setup form's state: nested values named as the server names its fields, their errors by that name, and the
 * send. It is checked with the server's SetupRequest plus the confirmation, loaded on the first submit so the
 * page's first download stays small; then the shop's data is fetched again and the owner signs in (or sees the
 * setup was done meanwhile).
 */
export function useSetupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initialSetupValues);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const set = (path: SetupPath, value: unknown) => {
    setValues((current) => write(current, path.split('.'), value) as SetupValues);
    setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));
  };
  const text = (path: SetupPath) => ({
    name: path,
    value: String(read(values, path) ?? ''),
    error: errors[path],
    onChange: (event: { target: { value: string } }) => set(path, event.target.value),
  });

  const show = (found: Errors, form: HTMLFormElement) => {
    setErrors(found);
    const first = ORDER.find((path) => found[path]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    // The schema and zod's messages for its generic rules in the page's language, as the server words them.
    const [{ SetupForm }] = await Promise.all([import('./setup-form-schema'), loadPageValidation()]);
    const checked = SetupForm.safeParse(values);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= fieldMessage(issue.message);
      return show(found, form);
    }
    setErrors({});
    setFailure(undefined);
    setSending(true);
    const { confirmPassword: _confirm, ...payload } = checked.data as SetupRequest & {
      confirmPassword: string;
    };
    try {
      await completeSetup(payload);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof ApiError) {
        const found: Errors = {};
        for (const { field, message } of error.errors) if (ORDER.includes(field)) found[field] ??= message;
        show(found, form);
        // Someone else finished first: show the page's "already done" state.
        if (error.code === 'SETUP_DONE')
          void queryClient.invalidateQueries({ queryKey: setupStatusQuery.queryKey });
      }
      return;
    } finally {
      setSending(false);
    }
    toast.success(setupTexts.success);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: shopInfoQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: setupStatusQuery.queryKey }),
    ]);
    void navigate('/login');
  };

  return { values, errors, set, text, submit, failure, sending };
}

export type SetupForm = ReturnType<typeof useSetupForm>;
