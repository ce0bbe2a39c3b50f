// The pages sent with their first paint drawn (ADR 0029) start the app once that paint is on screen: on a slow
// phone network the page's text and images then arrive first instead of sharing the bandwidth with the app's
// JavaScript, and the app's work never delays the first frame. The build (scripts/prerender-first-paint.mjs)
// moves the app's entry and its preloads from the page's head into this script's data attributes.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // Once the first paint is on screen: its timing entry comes after the frame is shown (every browser the build
  // targets, ES2022, reports paints). A tab opened in the background paints nothing: a timer starts it there.
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();
