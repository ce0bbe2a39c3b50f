import type { chatbotLauncher as it } from '../chatbot-launcher';
import type { Translation } from '../translation';

export const chatbotLauncher = {
  open: 'Open the Virtual Assistant',
  unread: 'new message',
  loading: 'Starting…',
} satisfies Translation<typeof it>;
