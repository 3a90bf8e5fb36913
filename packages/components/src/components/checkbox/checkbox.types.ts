/*
 * sk-checkbox has no enumerations of its own: its layouts are the field's (`fieldLayouts`) and
 * it has no sizes. This module is empty only because src/index.ts re-exports it; drop both.
 */
export {};
