import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/form-errors';

/** What the frame needs of a form (useAccountForm's answer fits as it is). */
interface AccountFormState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
}

/**
 * The account pages' forms (login, register, reset): one column, the server's refusal on top, the fields, one
 * submit button that shows the call is on its way. `errorExtra` follows the refusal (a way out, such as a new link).
 */
export function AccountForm({
  form: { onSubmit, mutation },
  submitLabel,
  pendingLabel,
  errorExtra,
  children,
}: {
  form: AccountFormState;
  submitLabel: string;
  pendingLabel: string;
  errorExtra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      {mutation.isError && (
        <FormAlert>
          <p>{errorMessage(mutation.error)}</p>
          {errorExtra}
        </FormAlert>
      )}
      {children}
      <Button type="submit" size="lg" pending={mutation.isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
