/** What a button-like control does in its form when activated. */
export type FormAction = 'submit' | 'reset' | 'button';

/**
 * Submits or resets `form` on behalf of a custom element, the way a native button would.
 * A custom element cannot be a form's submitter, so when the button has a name a temporary
 * native submit button carries its name and value: the form data and `SubmitEvent.submitter`
 * then include them, and the form's `submit` event and constraint validation run as usual.
 */
export function activateForm(
  form: HTMLFormElement | null,
  action: FormAction,
  name: string,
  value: string,
): void {
  if (!form || action === 'button') return;
  if (action === 'reset') {
    form.reset();
    return;
  }
  if (!name) {
    form.requestSubmit();
    return;
  }
  const submitter = document.createElement('button');
  submitter.type = 'submit';
  submitter.name = name;
  submitter.value = value;
  submitter.hidden = true;
  form.append(submitter);
  try {
    form.requestSubmit(submitter);
  } finally {
    submitter.remove();
  }
}
