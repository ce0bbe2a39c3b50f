import { useEffect, useRef } from 'react';

// The third step's chunk starts loading as soon as a service is chosen (see usePreloadLaterSteps).
export const loadTimeStep = () => import('./guest-time-step');
// The fourth step's fields (name, email, phone) come with the third step, not with the page.
export const loadDetailsFields = () => import('./guest-details-fields');
// What the submit sends and the attempt's key (the idempotency key's code) come with the choice of a service too.
export const loadGuestPayload = () => import('./guest-payload');

/**
 * Once a service is chosen, the time step's and the details' chunks load while the person picks a barber, and
 * the submit's (what is sent, the attempt's key).
 */
export function usePreloadLaterSteps(serviceChosen: boolean) {
  useEffect(() => {
    if (!serviceChosen) return;
    void loadTimeStep();
    void loadDetailsFields();
    void loadGuestPayload().catch(() => {});
  }, [serviceChosen]);
}

/**
 * After each tap the next step's heading takes the focus (read out, scrolled to, no keyboard opens); so does a
 * step reopened with 'Cambia'. Going back a step (a new day clears the time) leaves the focus alone. Returns the
 * ref each step's heading is given.
 */
export function useStepFocus(step: number, editing: number | null) {
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const lastStep = useRef(step);
  useEffect(() => {
    const forward = step > lastStep.current;
    lastStep.current = step;
    if (!forward && editing === null) return;
    const heading = headings.current[step - 1];
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step, editing]);
  return (index: number) => (node: HTMLHeadingElement | null) => {
    headings.current[index] = node;
  };
}
