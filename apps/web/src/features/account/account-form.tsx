import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';

/** What the frame needs of a form (useAccountForm's answer fits as it is). */
interface AccountFormState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  /** The server's refusal (or the unexpected failure), worded. */
  failure: string | undefined;
}

/**
 * The account pages' forms (login, register, reset): one column, the server's refusal on top, the fields, one
 * submit button that shows the call is on its way. `errorExtra` follows the refusal (a way out, such as a new link).
 */
export function AccountForm({
  form: { onSubmit, sending, failure },
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
      {failure !== undefined && (
        <FormAlert>
          <p>{failure}</p>
          {errorExtra}
        </FormAlert>
      )}
      {children}
      <Button type="submit" size="lg" pending={sending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
