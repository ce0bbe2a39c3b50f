import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { TextLink } from '../../components/text-link';
import { AuthCard } from '../account';
import { callApi } from '../../lib/api-call';
import { useDocumentTitle } from '../../lib/use-document-title';
import { unsubscribe as t } from '../../i18n/unsubscribe';

type State = 'ready' | 'sending' | 'done' | 'failed';

/**
 * /unsubscribe?email=…&token=… (001 section 2): public, the link of an email's footer. Shows the address and a
 * confirm button; the server checks the token (an HMAC of the email) and answers the same for any address.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>('ready');
  useDocumentTitle(state === 'done' ? t.doneTitle : t.title);

  const home = (
    <p>
      <TextLink to="/">{t.home}</TextLink>
    </p>
  );

  if (!email || !token) {
    return (
      <AuthCard title={t.title} footer={home}>
        <FormAlert>
          <p>{t.invalidLink}</p>
        </FormAlert>
      </AuthCard>
    );
  }

  if (state === 'done') {
    return (
      <AuthCard title={t.doneTitle} footer={home}>
        <FormAlert tone="success">
          {/* A long address breaks anywhere rather than leaving the box on a phone. */}
          <p className="[overflow-wrap:anywhere]">{t.doneText(email)}</p>
        </FormAlert>
        <p className="mt-4 text-sm text-muted">{t.stillSent}</p>
      </AuthCard>
    );
  }

  const confirm = async () => {
    if (state === 'sending') return;
    setState('sending');
    try {
      await callApi('unsubscribe', { body: { email, token } });
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <AuthCard title={t.title} intro={t.intro} footer={home}>
      <dl className="mb-6">
        <dt className="text-sm text-muted">{t.emailLabel}</dt>
        <dd className="mt-1 break-all font-semibold">{email}</dd>
      </dl>
      {state === 'failed' && (
        <div className="mb-4">
          <FormAlert>
            <p>{t.failure}</p>
          </FormAlert>
        </div>
      )}
      <Button
        variant="danger"
        className="w-full"
        pending={state === 'sending'}
        pendingLabel={t.pending}
        onClick={() => void confirm()}
      >
        {t.confirm}
      </Button>
    </AuthCard>
  );
}
