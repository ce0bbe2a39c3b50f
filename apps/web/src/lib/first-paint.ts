/**
 * True while React adopts a page drawn at build time (ADR 0029, main.tsx). The drawn page knows nothing of this
 * browser: state read from storage during the first render must start as the build had it (empty) and be read for
 * real after mount, or the adopted page would keep the build's text (React does not patch attributes it adopts).
 */
let adopting = false;

export const isAdoptingFirstPaint = () => adopting;

export function setAdoptingFirstPaint(value: boolean) {
  adopting = value;
}
