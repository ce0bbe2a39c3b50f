import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { EmailConfirmRequest } from '@barber/shared/schemas/auth';
import { FormAlert } from '../../components/form-alert';
import { LoadingBlock } from '../../components/loading-block';
import { TextLink } from '../../components/text-link';
import { callApi } from '../../lib/api-call';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { getToken } from '../../lib/session-token';
import { useDocumentTitle } from '../../lib/use-document-title';
import { confirmEmail as t } from '../../i18n/confirm-email';
import { AuthCard } from './auth-card';
import { forgetResetToken, resetTokenFrom } from './reset-token';

type State = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /conferma-email#token=… (ADR 0031): the emailed link that proves the account's address. The token is in the
 * fragment, so it reaches the server only as this page posts it (a mail scanner that opens the link confirms
 * nothing); once answered it leaves the address bar. It works logged out too (the link opened on the phone); a
 * logged-in tab reads its account again, so the profile stops asking at once.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle(t.title);
  const location = useLocation();
  const { status, signIn } = useAuth();
  const [token] = useState(() => resetTokenFrom(location));
  const valid = token !== null && EmailConfirmRequest.shape.token.safeParse(token).success;
  const [state, setState] = useState<State>(valid ? { kind: 'pending' } : { kind: 'failed', message: t.invalidLink });
  const sent = useRef(false);

  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    callApi('confirmEmail', { body: { token: token! } })
      .then((answer) => setState({ kind: 'done', message: answer.message }))
      .catch((error: unknown) => {
        const refused = error instanceof ApiError && error.code === 'CONFIRM_TOKEN_INVALID';
        setState({ kind: 'failed', message: refused ? error.message : t.failed });
      })
      .finally(forgetResetToken);
  }, [valid, token]);

  const signedIn = status === 'authenticated';
  useEffect(() => {
    if (state.kind !== 'done' || !signedIn) return;
    void callApi('currentUser', {})
      .then((user) => {
        const current = getToken();
        if (current) signIn(current, user);
      })
      .catch(() => {
        // The confirmation stands; the profile reads the account again on its next load.
      });
  }, [state.kind, signedIn, signIn]);

  const footer = (
    <p>
      {signedIn ? (
        <TextLink to="/profile">{t.toProfile}</TextLink>
      ) : (
        <TextLink to="/login">{t.toLogin}</TextLink>
      )}
      {' · '}
      <TextLink to="/">{t.toHome}</TextLink>
    </p>
  );

  return (
    <AuthCard title={t.title} footer={footer}>
      {state.kind === 'pending' && <LoadingBlock label={t.pending} minHeight="min-h-24" />}
      {state.kind === 'done' && <FormAlert tone="success">{state.message}</FormAlert>}
      {state.kind === 'failed' && <FormAlert>{state.message}</FormAlert>}
    </AuthCard>
  );
}
