/* Registers every Skerry element. */
export * from './components/button/sk-button.js';
export * from './components/checkbox/sk-checkbox.js';
export * from './components/control/sk-control.js';
export * from './components/file/sk-file.js';
export * from './components/form/sk-form.js';
export * from './components/form-group/sk-form-group.js';
export * from './components/icon/sk-icon.js';
export * from './components/icon-button/sk-icon-button.js';
export * from './components/inline-button/sk-inline-button.js';
export * from './components/input/sk-input.js';
export * from './components/input-group/sk-input-group.js';
export * from './components/password/sk-password.js';
export * from './components/radio/sk-radio.js';
export * from './components/range/sk-range.js';
export * from './components/search/sk-search.js';
export * from './components/textarea/sk-textarea.js';
export * from './components/toggle/sk-toggle.js';
