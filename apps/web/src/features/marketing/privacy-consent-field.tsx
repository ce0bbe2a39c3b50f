import { TextLink } from '../../components/text-link';
import { marketing } from '../../i18n/marketing';

const t = marketing.demo;

interface PrivacyConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The demo request's privacy checkbox, its text linking the policy (in a new tab, the form stays as it is). */
export function PrivacyConsentField({ checked, onChange, error }: PrivacyConsentFieldProps) {
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="privacyAccepted"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'demo-privacy-error' : undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
        />
        <span>
          {t.privacyBefore}
          <TextLink to="/privacy-policy" target="_blank" rel="noopener">
            {t.privacyLink}
          </TextLink>
          {t.privacyAfter}
        </span>
      </label>
      {error && (
        <p id="demo-privacy-error" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
