/** What a button-like control does in its form when activated. */
export type FormAction = 'submit' | 'reset' | 'button';

/**
 * What a submit button may override of its form for one submission, as a native `<button>`
 * does with the attribute of the same name in lower case (`formAction` is `formaction`).
 */
export interface FormOverrides {
  formAction?: string;
  formEnctype?: string;
  formMethod?: string;
  formNoValidate?: boolean;
  formTarget?: string;
}

const overrides = [
  'formAction',
  'formEnctype',
  'formMethod',
  'formNoValidate',
  'formTarget',
] as const;

/**
 * Submits or resets `form` on behalf of a custom element, the way a native button would. A
 * custom element cannot be a form's submitter, so a temporary native submit button stands in
 * for it on every submission, carrying its name, its value and the overrides `source` sets: the
 * form data, `SubmitEvent.submitter`, the overridden action, method, encoding and target, and
 * constraint validation (or `formnovalidate`) then all behave as for a native button. It leaves
 * the form as soon as the submission has been dispatched.
 */
export function activateForm(
  form: HTMLFormElement | null,
  action: FormAction,
  name: string,
  value: string,
  source?: FormOverrides,
): void {
  if (!form || action === 'button') return;
  if (action === 'reset') {
    form.reset();
    return;
  }
  const submitter = document.createElement('button');
  submitter.hidden = true;
  // A value without a name is still a dialog's `returnValue` (`formmethod="dialog"`).
  if (name) submitter.name = name;
  if (value) submitter.value = value;
  for (const property of overrides) {
    const setting = source?.[property];
    // Absent stays absent: an empty `formaction` would send the form to this page's own URL.
    if (setting != null && setting !== false) {
      submitter.setAttribute(property.toLowerCase(), setting === true ? '' : setting);
    }
  }
  form.append(submitter);
  try {
    form.requestSubmit(submitter);
  } finally {
    submitter.remove();
  }
}
