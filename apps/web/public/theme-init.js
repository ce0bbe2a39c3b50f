// Applies the stored theme before the first paint (a same-origin file: the CSP forbids inline scripts).
try {
  var t = localStorage.getItem('app-theme');
  if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
} catch {
  // storage blocked: the default dark theme stays
}
// The homepage's largest paint is the hero poster (features/home/hero-media.tsx): ask for it now, in parallel
// with the JavaScript, instead of after the page has rendered. Same URL as the <img>.
try {
  if (location.pathname === '/') {
    var l = document.createElement('link');
    l.rel = 'preload';
    l.as = 'image';
    l.href = '/media/hero-poster.webp';
    l.setAttribute('fetchpriority', 'high');
    document.head.appendChild(l);
  }
} catch {
  // an old browser without preload: the <img> still asks for the poster
}
