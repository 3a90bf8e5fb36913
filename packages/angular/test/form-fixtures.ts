/**
 * Each Skerry form control as the value accessor tests drive it: its markup, a value the form
 * writes, a value the user makes (set on the element as its own input handling would, before
 * it fires `input`), and how its own constraint fails.
 */
export interface ControlCase {
  /** The element's `id` in the test's template (`forms.spec.html`). */
  id: string;
  tag: string;
  empty: unknown;
  written: unknown;
  /** The element's reading of a written value. */
  read: (element: Record<string, unknown>) => unknown;
  /** What the user does, on the element, and the value the form then holds. */
  userChange: (element: Record<string, unknown>) => void;
  changed: unknown;
  /**
   * `required` with the empty value raises the element's own `valueMissing`; a range always has
   * a value, so its own validity has no failing state to mirror.
   */
  requiredFails: boolean;
}

const file = new File(['skerry'], 'notes.txt', { type: 'text/plain' });

const text = (tag: string): ControlCase => ({
  id: tag,
  tag,
  empty: '',
  written: '10:30',
  read: (element) => element['value'],
  userChange: (element) => {
    element['value'] = '11:45';
  },
  changed: '11:45',
  requiredFails: true,
});

export const controlCases: ControlCase[] = [
  text('sk-input'),
  text('sk-textarea'),
  text('sk-password'),
  text('sk-search'),
  text('sk-time'),
  text('sk-datalist'),
  {
    id: 'sk-checkbox',
    tag: 'sk-checkbox',
    empty: false,
    written: true,
    read: (element) => element['checked'],
    userChange: (element) => {
      element['checked'] = false;
    },
    changed: false,
    requiredFails: true,
  },
  {
    id: 'sk-toggle',
    tag: 'sk-toggle',
    empty: false,
    written: true,
    read: (element) => element['checked'],
    userChange: (element) => {
      element['checked'] = false;
    },
    changed: false,
    requiredFails: true,
  },
  {
    id: 'sk-radio-group',
    tag: 'sk-radio-group',
    empty: '',
    written: 'a',
    read: (element) => element['value'],
    userChange: (element) => {
      element['value'] = 'b';
    },
    changed: 'b',
    requiredFails: true,
  },
  {
    id: 'sk-select',
    tag: 'sk-select',
    empty: '',
    written: 'a',
    read: (element) => element['value'],
    userChange: (element) => {
      element['value'] = 'b';
    },
    changed: 'b',
    requiredFails: true,
  },
  {
    id: 'sk-select-multiple',
    tag: 'sk-select',
    empty: [],
    written: ['a', 'b'],
    read: (element) => [...(element['values'] as string[])],
    userChange: (element) => {
      element['values'] = ['b'];
    },
    changed: ['b'],
    requiredFails: true,
  },
  {
    id: 'sk-range',
    tag: 'sk-range',
    empty: null,
    written: 40,
    read: (element) => element['valueAsNumber'],
    userChange: (element) => {
      element['valueAsNumber'] = 65;
    },
    changed: 65,
    requiredFails: false,
  },
  {
    id: 'sk-file',
    tag: 'sk-file',
    empty: [],
    written: [file],
    read: (element) => [...(element['files'] as File[])],
    userChange: (element) => {
      element['files'] = [];
    },
    changed: [],
    requiredFails: true,
  },
];
