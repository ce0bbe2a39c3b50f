/**
 * The short form of a payment's reference that the customer writes in the TWINT message and the admin looks for
 * in the Twint tab: its last 8 characters, upper-cased. A label to match by eye; the full reference stays secret.
 */
export function shortReference(reference: string): string {
  return reference.slice(-8).toUpperCase();
}

/**
 * Where twintUrl leads. The server's own pages (the simulator in test mode, the QR page otherwise) open on this
 * origin whatever PUBLIC_URL says; any other address (a TWINT link) is used as it is.
 */
export function twintHref(twintUrl: string, origin: string): string {
  try {
    const url = new URL(twintUrl, origin);
    return /^\/twint(-simulator)?\/[^/]+$/.test(url.pathname) ? url.pathname : url.toString();
  } catch {
    return twintUrl;
  }
}
