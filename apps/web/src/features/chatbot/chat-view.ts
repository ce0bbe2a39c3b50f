/** The chat's three states (001 section 4): closed, open, minimised. */
export type ChatView = 'closed' | 'open' | 'minimised';
