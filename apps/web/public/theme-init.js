// Applies the stored theme before the first paint (a same-origin file: the CSP forbids inline scripts).
try {
  var t = localStorage.getItem('app-theme');
  if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
  // A signed-in visitor: the page drawn at build time shows what a guest sees (ADR 0029), so it stays hidden
  // until the app has drawn theirs. 'token' is the session's key (lib/session-token.ts).
  if (localStorage.getItem('token')) document.documentElement.classList.add('has-session');
} catch {
  // storage blocked: the default dark theme stays
}
