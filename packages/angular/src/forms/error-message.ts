import { InjectionToken } from '@angular/core';
import type { ValidationErrors } from '@angular/forms';

/**
 * The message a Skerry field shows for the errors of Angular's validators (`Validators.email`,
 * an application's own). The default takes the first error whose value is a string — so a
 * validator can return its message, `{ taken: 'This name is taken.' }` — else words Angular's
 * built-in validators' errors in English. Provide `SK_ERROR_MESSAGE` to word them otherwise.
 */
export type ErrorMessage = (errors: ValidationErrors) => string;

const builtIn: Record<string, (error: Record<string, unknown>) => string> = {
  required: () => 'Fill in this field.',
  requiredTrue: () => 'Check this box to continue.',
  email: () => 'Enter an email address.',
  minlength: (e) => `Use at least ${String(e['requiredLength'])} characters.`,
  maxlength: (e) => `Use at most ${String(e['requiredLength'])} characters.`,
  min: (e) => `Enter ${String(e['min'])} or more.`,
  max: (e) => `Enter ${String(e['max'])} or less.`,
  pattern: () => 'Match the requested format.',
};

export const defaultErrorMessage: ErrorMessage = (errors) => {
  const entries = Object.entries(errors);
  const text = entries.find(([, value]) => typeof value === 'string');
  if (text) return text[1] as string;
  for (const [key, value] of entries) {
    const word = builtIn[key];
    if (word) return word(typeof value === 'object' && value ? value : {});
  }
  return 'Check this value.';
};

export const SK_ERROR_MESSAGE = new InjectionToken<ErrorMessage>('SK_ERROR_MESSAGE', {
  providedIn: 'root',
  factory: () => defaultErrorMessage,
});
