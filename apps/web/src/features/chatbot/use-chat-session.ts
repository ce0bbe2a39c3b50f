import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import type { ChatMessage } from '@barber/shared/contract/chatbot';
import { callApi } from '../../lib/api-call';
import { ApiError } from '../../lib/api-client';
import { chatbot as t } from '../../i18n/chatbot';
import { readSessionId, saveSessionId } from './session-id';

/** A message as the widget shows it: the server's, plus the widget's own state (001 section 3). */
export interface UiMessage extends ChatMessage {
  isError?: boolean;
  /** Helpful / not helpful: being sent, sent ('Grazie!'), or refused (the buttons come back with a note). */
  feedbackSent?: 'sending' | 'sent' | 'error';
}

export type SessionStatus = 'initialising' | 'ready' | 'error';

/** 001 section 8's texts for a failed call: the connection, a lost session, the service down, or the server's own. */
export function chatErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return t.errors.generic;
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return t.errors.connection;
  if (error.status === 404) return t.errors.session;
  if (error.status === 503) return t.errors.unavailable;
  if (error.status >= 500 || error.status === 0) return t.errors.generic;
  return error.message || t.errors.generic;
}

/** A session that could not start: the connection, the service down, or 'Impossibile inizializzare la sessione'. */
function initErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT'))
    return t.errors.connection;
  if (error instanceof ApiError && error.status === 503) return t.errors.unavailable;
  return t.errors.init;
}

const isSessionLost = (error: unknown) => error instanceof ApiError && error.status === 404;

let localIds = 0;
const localMessage = (content: string, isBot: boolean, isError = false): UiMessage => ({
  id: `local-${++localIds}`,
  content,
  isBot,
  timestamp: new Date().toISOString(),
  actions: [],
  suggestions: [],
  type: 'text',
  ...(isError ? { isError } : {}),
});

export const isLocal = (message: UiMessage) => message.id.startsWith('local-');

interface Options {
  /** The role the client believes it has: sent as context only, the server answers for the session's. */
  role: ChatbotRole;
  /** Who is signed in: a change (login, logout) starts the session again, as the server does. */
  userKey: string;
  /** The page the visitor is on, read when a message is sent. */
  page: () => string;
  /** A bot message (answer or error) arrived: the launcher lights its dot if the panel is not open. */
  onBotMessage: () => void;
}

/**
 * The chat session (001 section 4): initialised when the panel first opens (with the kept session id, which the
 * server resumes with its messages), one message at a time, a lost session renewed once without losing the
 * conversation, and the feedback on each answer.
 */
export function useChatSession({ role, userKey, page, onBotMessage }: Options) {
  const [status, setStatus] = useState<SessionStatus>('initialising');
  const [initError, setInitError] = useState('');
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [serverRole, setServerRole] = useState<ChatbotRole>(role);
  const session = useRef<string | null>(null);
  const busy = useRef(false);
  const attempt = useRef(0);
  const latest = useRef({ role, page, onBotMessage });
  latest.current = { role, page, onBotMessage };

  const start = useCallback(async (keepConversation: boolean): Promise<string> => {
    const kept = readSessionId();
    const answer = await callApi('chatbotInit', {
      body: {
        userRole: latest.current.role,
        metadata: {
          platform: 'web',
          timestamp: new Date().toISOString(),
          userAgent: navigator.userAgent.slice(0, 500),
        },
        ...(kept && !keepConversation ? { sessionId: kept } : {}),
      },
    });
    session.current = answer.sessionId;
    saveSessionId(answer.sessionId);
    setServerRole(answer.userRole);
    if (!keepConversation) setMessages(answer.messages);
    return answer.sessionId;
  }, []);

  const init = useCallback(async () => {
    const run = ++attempt.current;
    setStatus('initialising');
    try {
      await start(false);
      if (run === attempt.current) setStatus('ready');
    } catch (error) {
      if (run !== attempt.current) return;
      setInitError(initErrorText(error));
      setStatus('error');
    }
  }, [start]);

  useEffect(() => {
    void init();
  }, [init, userKey]);

  const ask = useCallback(async (sessionId: string, message: string) => {
    const answer = await callApi('chatbotMessage', {
      body: {
        sessionId,
        message,
        context: {
          currentPage: latest.current.page(),
          timestamp: new Date().toISOString(),
          userRole: latest.current.role,
        },
      },
    });
    return answer.response;
  }, []);

  /** Sends a question; false when there is nothing to send or an answer is still awaited. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      const sessionId = session.current;
      if (!message || busy.current || !sessionId) return false;
      busy.current = true;
      setWaiting(true);
      setMessages((current) => [...current, localMessage(message, false)]);
      void (async () => {
        try {
          let response: ChatMessage;
          try {
            response = await ask(sessionId, message);
          } catch (error) {
            // Expired or deleted (30 days): a new session, the conversation kept on screen, the question asked again.
            if (!isSessionLost(error)) throw error;
            response = await ask(await start(true), message);
          }
          setMessages((current) => [...current, response]);
        } catch (error) {
          setMessages((current) => [...current, localMessage(chatErrorText(error), true, true)]);
        } finally {
          busy.current = false;
          setWaiting(false);
          latest.current.onBotMessage();
        }
      })();
      return true;
    },
    [ask, start],
  );

  const mark = (messageId: string, feedbackSent: UiMessage['feedbackSent']) =>
    setMessages((current) => current.map((m) => (m.id === messageId ? { ...m, feedbackSent } : m)));

  const sendFeedback = useCallback(async (messageId: string, helpful: boolean) => {
    const sessionId = session.current;
    if (!sessionId) return;
    mark(messageId, 'sending');
    try {
      await callApi('chatbotFeedback', {
        body: { sessionId, messageId, feedback: { helpful, timestamp: new Date().toISOString() } },
      });
      mark(messageId, 'sent');
    } catch {
      mark(messageId, 'error');
    }
  }, []);

  return { status, initError, retry: init, messages, waiting, serverRole, send, sendFeedback };
}
