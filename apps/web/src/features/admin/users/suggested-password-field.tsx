import { useState } from 'react';
import { Wand2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { admin } from '../../../i18n/admin';
import { suggestPassword } from './suggest-password';

interface SuggestedPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  /** A typed or a suggested password. */
  onChange: (password: string) => void;
}

/** A new-password field with a 'suggest' button; the suggestion is announced so the admin can pass it on. */
export function SuggestedPasswordField({ label, name, value, error, onChange }: SuggestedPasswordFieldProps) {
  const [suggested, setSuggested] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <PasswordField
        label={label}
        hint={admin.users.passwordHint}
        autoComplete="new-password"
        error={error}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const password = suggestPassword();
            onChange(password);
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
