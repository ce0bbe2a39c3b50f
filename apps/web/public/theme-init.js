// Applies the stored theme before the first paint (a same-origin file: the CSP forbids inline scripts).
try {
  var t = localStorage.getItem('app-theme');
  if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
} catch {
  // storage blocked: the default dark theme stays
}
