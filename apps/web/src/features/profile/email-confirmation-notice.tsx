import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { profile } from '../../i18n/profile';
import { resendEmailConfirmation } from './profile-api';

const t = profile.emailConfirmation;

/**
 * Shown while the account's address is not proven (ADR 0031): why it matters, and 'Invia di nuovo il link'. The
 * server allows 3 links an hour; its refusal says when to try again, and is shown as it comes.
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    setFailure(null);
    try {
      toast.success((await resendEmailConfirmation()).message);
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="email-confirmation-title" className="rounded-xl border border-warning-border bg-warning-soft p-4 text-warning-fg sm:p-6">
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-3 [overflow-wrap:anywhere]">
          <h3 id="email-confirmation-title" className="text-lg font-semibold">
            {t.title}
          </h3>
          <p>{t.text(email)}</p>
          <div>
            <Button variant="secondary" size="sm" onClick={() => void resend()} disabled={sending}>
              {sending ? t.resending : t.resend}
            </Button>
          </div>
          {failure && <FormAlert>{failure}</FormAlert>}
        </div>
      </div>
    </section>
  );
}
