/*
 * Waiting for motion to end, so a component can fire its "after" events (`sk-after-open`,
 * `sk-after-close`) and remove what it hid only once the user has seen the change. Every wait
 * here settles: a cancelled, paused or endless animation never keeps a component half open.
 */

/** Options for `waitForTransition`. */
export interface WaitForTransitionOptions {
  /** Also wait for the animations of the element's descendants (shadow trees included). */
  subtree?: boolean;
}

/** Options for `animateTo` with a class name. */
export interface AnimateClassOptions extends WaitForTransitionOptions {
  /** Remove the class instead of adding it (the exit half of a class-driven animation). */
  remove?: boolean;
}

/*
 * A transition that is retargeted (the user reopens while it closes) cancels the old one and
 * starts another; a few rounds follow such chains, and the cap keeps an element that restarts
 * its own animation forever from holding the caller for good.
 */
const maxRounds = 8;

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/*
 * Only animations that will end by themselves are waited for: a paused one may never resume and
 * an infinite one (a spinner inside a dialog) never finishes.
 */
function finite(animation: Animation): boolean {
  if (animation.playState !== 'running') return false;
  const { iterations } = animation.effect?.getComputedTiming() ?? {};
  return iterations !== Infinity;
}

/**
 * Resolves when the CSS transitions and animations (and Web Animations) running on `el` have
 * finished or been cancelled; at once when nothing is running or the user prefers reduced
 * motion. Call it right after the change that starts the motion: `getAnimations()` brings style
 * up to date, so a transition the change triggers is already counted.
 */
export async function waitForTransition(
  el: Element,
  options: WaitForTransitionOptions = {},
): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    if (prefersReducedMotion()) return;
    const running = el.getAnimations({ subtree: options.subtree ?? false }).filter(finite);
    if (running.length === 0) return;
    // `finished` rejects when an animation is cancelled; that is an end too.
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}

/**
 * Animates `el` and resolves when the motion is over.
 *
 * - With keyframes, runs them through the Web Animations API with `options` (duration, easing,
 *   fill…); under reduced motion it jumps to the end state at once.
 * - With a class name, adds the class (or removes it with `{ remove: true }`) and waits for the
 *   transitions and animations the class starts, as defined in the element's CSS.
 */
export function animateTo(
  el: Element,
  keyframes: Keyframe[] | PropertyIndexedKeyframes,
  options?: KeyframeAnimationOptions,
): Promise<void>;
export function animateTo(
  el: Element,
  className: string,
  options?: AnimateClassOptions,
): Promise<void>;
export async function animateTo(
  el: Element,
  keyframesOrClass: Keyframe[] | PropertyIndexedKeyframes | string,
  options: KeyframeAnimationOptions | AnimateClassOptions = {},
): Promise<void> {
  if (typeof keyframesOrClass === 'string') {
    const { remove = false, subtree } = options as AnimateClassOptions;
    el.classList.toggle(keyframesOrClass, !remove);
    return waitForTransition(el, { subtree });
  }
  const animation = el.animate(keyframesOrClass, options as KeyframeAnimationOptions);
  // An endless animation has no end to wait for (and `finish()` would throw on it).
  if (!finite(animation)) return;
  if (prefersReducedMotion()) animation.finish();
  await animation.finished.catch(() => undefined);
}
