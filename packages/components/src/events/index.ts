/* Every Skerry event class; see README.md for the names and when each fires. */
export { SkAfterCloseEvent } from './after-close.js';
export { SkAfterOpenEvent } from './after-open.js';
export { SkClearEvent } from './clear.js';
export { type CloseSource, closeSources, type SkCloseDetail, SkCloseEvent } from './close.js';
export { type SkInvalidDetail, SkInvalidEvent } from './invalid.js';
export { isOwnEvent } from './is-own-event.js';
export { SkOpenEvent } from './open.js';
export { SkRemoveEvent } from './remove.js';
export { type SkSearchDetail, SkSearchEvent } from './search.js';
export { type FormDataObject, type SkSubmitDetail, SkSubmitEvent } from './submit.js';
