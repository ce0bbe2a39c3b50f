import type { chatbotLauncher as it } from '../chatbot-launcher';
import type { Translation } from '../translation';

export const chatbotLauncher = {
  open: 'Virtuellen Assistenten öffnen',
  unread: 'neue Nachricht',
  loading: 'Wird gestartet…',
} satisfies Translation<typeof it>;
