/** How long a smooth scroll takes. */
export const SCROLL_DURATION_MS = 468;

/** The active heading is recomputed at most this often while scrolling. */
export const ACTIVE_HEADING_THROTTLE_MS = 300;
