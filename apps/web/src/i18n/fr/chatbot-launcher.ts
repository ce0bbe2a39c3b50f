import type { chatbotLauncher as it } from '../chatbot-launcher';
import type { Translation } from '../translation';

export const chatbotLauncher = {
  open: 'Ouvrir l’assistant virtuel',
  unread: 'nouveau message',
  loading: 'Initialisation…',
} satisfies Translation<typeof it>;
