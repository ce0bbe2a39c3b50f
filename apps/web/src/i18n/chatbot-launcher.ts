/**
 * The assistant's round button, on every page's first load: only these few words. Everything else the widget
 * says is in chatbot.ts, which comes with the panel's chunk when the visitor opens it.
 */
export const chatbotLauncher = {
  open: "Apri l'Assistente Virtuale",
  unread: 'nuovo messaggio',
  loading: 'Inizializzazione...',
};
