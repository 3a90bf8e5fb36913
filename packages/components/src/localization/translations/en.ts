/**
 * English, the source language and the fallback: its keys are the complete list of strings the
 * components show or announce, and every other bundled locale is checked against it.
 */
export const en = {
  /** Announced when a button starts a long action (`loading`). */
  loading: 'Loading',
  /** Shown under a required control that is still empty. */
  valueMissing: 'Please fill out this field.',
  /** The required marker beside a label: an asterisk on screen, this word for screen readers. */
  fieldRequired: 'required',
  /** Shown under a required checkbox or toggle that is not checked. */
  valueMissingChecked: 'Please check this box if you want to proceed.',
  /** Shown under a required list with nothing selected. */
  valueMissingChoice: 'Please select an item in the list.',
  /** Shown under a required file field with no file chosen. */
  valueMissingFile: 'Please select a file.',
  /**
   * Shown under a required radio group (sk-radio-group) with no option chosen: the message of a
   * native radio group, since the group's label already names the question.
   */
  valueMissingOption: 'Please select one of these options.',
  /** Text shorter than `minlength`: `{count}` is the minimum, `{length}` the length now. */
  tooShort: {
    one: 'Please use at least {count} character (you are currently using {length}).',
    other: 'Please use at least {count} characters (you are currently using {length}).',
  },
  /** Text longer than `maxlength`: `{count}` is the maximum, `{length}` the length now. */
  tooLong: {
    one: 'Please use no more than {count} character (you are currently using {length}).',
    other: 'Please use no more than {count} characters (you are currently using {length}).',
  },
  /** A value below `min`. */
  rangeUnderflow: 'Value must be {min} or more.',
  /** A value above `max`. */
  rangeOverflow: 'Value must be {max} or less.',
  /** A value between two steps: `{below}` and `{above}` are the nearest allowed values. */
  stepMismatch: 'Please enter a valid value. The two nearest valid values are {below} and {above}.',
  /** A value that does not match `pattern`. */
  patternMismatch: 'Please match the requested format.',
  /** An email field whose value is not an email address. */
  typeMismatchEmail: 'Please enter an email address.',
  /** A URL field whose value is not an absolute URL. */
  typeMismatchUrl: 'Please enter a URL.',
  /** The fixed description of a character count: the limit, read once with the field. */
  characterLimit: {
    one: 'You can enter up to {count} character.',
    other: 'You can enter up to {count} characters.',
  },
  /** Under a field with a character count: how many characters may still be typed. */
  charactersRemaining: {
    one: 'You have {count} character remaining',
    other: 'You have {count} characters remaining',
  },
  /** Under a field with a character count whose value is over the limit, by `{count}`. */
  charactersTooMany: {
    one: 'You have {count} character too many',
    other: 'You have {count} characters too many',
  },
  /**
   * Shown for a required group of checkboxes (sk-form-group) with none checked, and listed in the
   * error summary: GOV.UK's "Select …" wording, naming the group by its label in quotes, since
   * the label is often a question.
   */
  valueMissingGroupNamed: 'Select at least one option for “{label}”',
  /** The same, for a group without a label. */
  valueMissingGroup: 'Select at least one option',
  /** Shown for a required group of radios (sk-form-group) with none chosen, naming the group. */
  valueMissingRadioGroupNamed: 'Select an option for “{label}”',
  /** The same, for a group without a label. */
  valueMissingRadioGroup: 'Select an option',
  /** A number field (sk-input type="number") whose text is not a number. */
  badInputNumber: 'Please enter a number.',
  /** The name of the button that empties a field (sk-input, sk-search). */
  clearEntry: 'Clear entry',
  /** The title of sk-form's error summary, shown above the form when a submission has errors. */
  errorSummaryTitle: 'There is a problem',
  /**
   * One error in sk-form's summary: the field's label and its message, for a message that does
   * not name the field itself ("Email: Please enter an email address.").
   */
  errorSummaryItem: '{label}: {message}',
  /** The visible word on sk-password's toggle while the password is hidden. */
  showPassword: 'Show',
  /** The visible word on sk-password's toggle while the password is shown. */
  hidePassword: 'Hide',
  /**
   * The accessible name of sk-password's toggle while the password is hidden. It must contain
   * the visible word (showPassword), so speech users can say what they see (WCAG 2.5.3).
   */
  showPasswordLabel: 'Show password',
  /** The accessible name of sk-password's toggle while the password is shown. */
  hidePasswordLabel: 'Hide password',
  /** Announced politely when the reader shows the password (GOV.UK's password input). */
  announcePasswordShown: 'Your password is shown',
  /** Announced politely when the password is hidden again. */
  announcePasswordHidden: 'Your password is hidden',
  /** The button of sk-file without `multiple`, which opens the device's file picker. */
  fileChoose: 'Choose file',
  /** The same, for a field that takes several files (`multiple`). */
  fileChooseMultiple: 'Choose files',
  /** Beside sk-file's button, in its drop zone, for a field that takes one file. */
  fileDrop: 'or drop a file here',
  /** The same, for a field that takes several files. */
  fileDropMultiple: 'or drop files here',
  /** The visible word on the remove button of each file sk-file lists. */
  fileRemove: 'Remove',
  /**
   * The accessible name of that button, naming the file. It must contain the visible word
   * (fileRemove), so speech users can say what they see (WCAG 2.5.3).
   */
  fileRemoveLabel: 'Remove {name}',
  /** Announced politely when the reader adds one file to sk-file. */
  fileAdded: '{name} added.',
  /** Announced politely when the reader adds several files at once; `{count}` is 2 or more. */
  filesAdded: {
    one: '{count} file added.',
    other: '{count} files added.',
  },
  /** Announced politely when the reader removes a file from sk-file. */
  fileRemoved: '{name} removed.',
  /** sk-file's error for a chosen or dropped file that is not one of the `accept` types. */
  fileTypeRejected: '{name} is not an accepted file type.',
  /** sk-file's error for a file over `max-size`; `{max}` is the limit, such as "5 MB". */
  fileTooLarge: '{name} is larger than {max}.',
  /** sk-file's error for a file beyond the number of files it takes (`{count}`). */
  fileTooMany: {
    one: '{name} was not added: you can choose only {count} file.',
    other: '{name} was not added: you can choose up to {count} files.',
  },
  /**
   * Announced politely by sk-datalist once typing pauses: how many suggestions match what was
   * typed (`{count}` is 1 or more).
   */
  suggestionCount: {
    one: '{count} suggestion',
    other: '{count} suggestions',
  },
  /** Announced politely by sk-datalist once typing pauses, when no suggestion matches. */
  noSuggestions: 'No suggestions',
  /**
   * The accessible name of the button that closes what it belongs to: sk-modal's close button
   * (an icon, so this is what screen readers announce and speech users say).
   */
  close: 'Close',
  /**
   * sk-time's error for typed text that is not a time; `{example}` is a time written the
   * reader's way (2:30 PM, 14.30), so the message shows the form the field expects.
   */
  badInputTime: 'Please enter a time, such as {example}.',
  /** A time (sk-time) before `min`; `{min}` is written the reader's way. */
  rangeUnderflowTime: 'Value must be {min} or later.',
  /** A time (sk-time) after `max`; `{max}` is written the reader's way. */
  rangeOverflowTime: 'Value must be {max} or earlier.',
  /**
   * The accessible name of sk-time's button that shows and hides its list of times (announced
   * with its expanded state), and of the list itself when the field has no label.
   */
  timeList: 'Times',
  /**
   * The accessible name of a removable sk-tag's remove button (an × on screen), naming the tag
   * by its text, so the reader hears which tag it removes ("Remove Finland").
   */
  tagRemoveLabel: 'Remove {label}',
  /** The accessible name of a dismissible sk-alert's dismiss button (an × on screen). */
  alertDismiss: 'Dismiss',
  /** The same, for an alert with a heading, naming it ("Dismiss alert: Upload failed"). */
  alertDismissLabel: 'Dismiss alert: {heading}',
  /**
   * What a screen reader announces when a script shows an sk-alert with both a heading and a
   * message: the two joined, so they are not read as one run-on sentence.
   */
  alertAnnouncement: '{heading}: {message}',
  /**
   * What sk-badge shows instead of a count above its maximum: `{max}` is that maximum (99 by
   * default), formatted for the locale. Screen readers hear the real count instead (badgeCount).
   */
  badgeOverflow: '{max}+',
  /**
   * What a screen reader hears for an sk-badge count whose label has no `{count}` of its own:
   * the real count, then the author's label for what it counts ("150 unread"). Put `{label}`
   * where the language puts such a word or phrase after a number.
   */
  badgeCount: '{count} {label}',
} as const;

export type TranslationKey = keyof typeof en;
