/* The input types whose fields keep Enter from submitting a form that has several of them. */
const blockingInputTypes = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'number',
]);

/** A submit button, native or custom (`sk-button type="submit"` reports `type` as a button does). */
function isSubmitButton(element: Element): boolean {
  return (element as { type?: unknown }).type === 'submit';
}

/**
 * Submits `form` the way Enter in a single-line native field does (the HTML standard's
 * "implicit submission"): when the form has a submit button, the first one is clicked, unless it
 * is disabled, in which case nothing happens; without one, the form is submitted only when it
 * has no more than one field that blocks implicit submission. `isBlockingField` names the custom
 * elements that count as such a field, as a text input does.
 */
export function submitImplicitly(
  form: HTMLFormElement,
  isBlockingField: (element: Element) => boolean,
): void {
  const elements = [...form.elements];
  const defaultButton = elements.find(isSubmitButton);
  if (defaultButton) {
    if (!defaultButton.matches(':disabled')) (defaultButton as HTMLElement).click();
    return;
  }
  const blocking = elements.filter((element) =>
    element instanceof HTMLInputElement
      ? blockingInputTypes.has(element.type)
      : isBlockingField(element),
  );
  if (blocking.length <= 1) form.requestSubmit();
}
