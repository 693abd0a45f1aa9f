/**
 * Issue 33: on a phone an error far above "Pagar" made the button look dead. Once the errors have
 * rendered, the first invalid field inside the element `rootId` is scrolled to the middle of the
 * screen and focused; true when there was one.
 */
export function focusFirstError(rootId: string): boolean {
  const field = document
    .getElementById(rootId)
    ?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/** Nothing preselected before a province (issue 33): "Pagar" leads to the first usable option. */
export function focusShippingChoice(rootId: string): void {
  const radio = document
    .getElementById(rootId)
    ?.querySelector<HTMLElement>('input[name="shipping_id"]:not(:disabled)');
  radio?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  radio?.focus({ preventScroll: true });
}

/** Runs after the next paint: React has rendered the errors the last state change set. */
export function afterPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

export const FIX_FIELDS_SUMMARY = 'Revisa los campos marcados antes de pagar:';
