/**
 * The emailed links (reset: /reset-password#token=…; email confirmation: /conferma-email#token=…, ADR 0031) carry
 * their token in the URL fragment: browsers never send a
 * fragment to a server, so no access log, proxy or Referer sees it. Links sent before used ?token=…; they still
 * work, and the token leaves the query at once.
 */
export function resetTokenFrom(location: { search: string; hash: string }): string | null {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return fromFragment ?? new URLSearchParams(location.search).get('token');
}

const replaceAddress = (url: URL) =>
  // The router's own history state is kept, so its location bookkeeping stays valid.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

/** An old link's ?token=… goes to the fragment: a reload would otherwise send it to the server again. */
export function moveQueryTokenToFragment(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  url.searchParams.delete('token');
  if (!new URLSearchParams(url.hash.replace(/^#/, '')).has('token')) url.hash = `token=${encodeURIComponent(token)}`;
  replaceAddress(url);
}

/** A used or refused token has nothing left to do in the address bar (or in the history). */
export function forgetResetToken(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('token');
  url.hash = '';
  replaceAddress(url);
}
