import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Wand2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { admin } from '../../../i18n/admin';
import { suggestPassword } from './suggest-password';

interface SuggestedPasswordFieldProps {
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
  /** Puts the suggested password in the form (setValue with validation). */
  onSuggest: (password: string) => void;
}

/** A new-password field with a 'suggest' button; the suggestion is announced so the admin can pass it on. */
export function SuggestedPasswordField({ label, error, field, onSuggest }: SuggestedPasswordFieldProps) {
  const [suggested, setSuggested] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <PasswordField
        label={label}
        hint={admin.users.passwordHint}
        autoComplete="new-password"
        error={error}
        {...field}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const password = suggestPassword();
            onSuggest(password);
            setSuggested(password);
          }}
        >
          <Wand2 className="size-4" aria-hidden="true" />
          {admin.users.suggest}
        </Button>
      </div>
      <p role="status" className="text-sm break-all">
        {suggested && admin.users.suggested(suggested)}
      </p>
    </div>
  );
}
