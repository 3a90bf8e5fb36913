/* Registers every Skerry element. */
export * from './components/button/sk-button.js';
export * from './components/icon/sk-icon.js';
export * from './components/icon-button/sk-icon-button.js';
export * from './components/inline-button/sk-inline-button.js';
