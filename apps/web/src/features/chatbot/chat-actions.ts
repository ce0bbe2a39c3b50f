import type { ChatAction } from '@barber/shared/contract/chatbot';

/**
 * Where an answer's action leads (ChatAction in the chatbot contract). Only the app's own paths are followed
 * ('/...', never '//host' or a scheme), phone numbers keep only digits, '+', spaces and '-' (001 section 5),
 * the messaging chat's number only digits.
 */
export type ActionTarget =
  | { kind: 'route'; to: string }
  | { kind: 'link'; href: string; newTab: boolean }
  | { kind: 'send'; message: string }
  | null;

export function appPath(target: string | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

export function telHref(phone: string | undefined): string | null {
  const cleaned = (phone ?? '').replace(/[^\d+\s-]/g, '').trim();
  return /\d/.test(cleaned) ? `tel:${cleaned.replace(/\s+/g, '')}` : null;
}

export function messagingHref(number: string | undefined, text: string | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function actionTarget(action: ChatAction): ActionTarget {
  switch (action.action) {
    case 'navigate': {
      const to = appPath(action.target);
      return to ? { kind: 'route', to } : null;
    }
    case 'call': {
      const href = telHref(action.target);
      return href ? { kind: 'link', href, newTab: false } : null;
    }
    case 'whatsapp': {
      const href = messagingHref(action.target, action.text ?? action.message);
      return href ? { kind: 'link', href, newTab: true } : null;
    }
    // An FAQ's question is the action's label: asked as it is, it is answered (and voted on) like any other.
    case 'faq':
      return { kind: 'send', message: action.message ?? action.label };
    case 'send':
      return { kind: 'send', message: action.message ?? action.text ?? action.label };
  }
}
