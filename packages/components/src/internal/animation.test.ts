import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { fixture } from '../testing/fixture.js';
import { animateTo, prefersReducedMotion, waitForTransition } from './animation.js';

/*
 * Long motions stand for "still running": a wait that resolves while one is running proves it
 * did not wait for it, without any timer in the test.
 */
const long = '60s';

/* A transition starts only from a computed style, so the starting style is computed first. */
function styled<T extends Element>(el: T): T {
  for (const node of [el, ...el.querySelectorAll('*')]) void getComputedStyle(node).opacity;
  return el;
}

async function box(style = ''): Promise<HTMLElement> {
  return styled(
    await fixture<HTMLElement>(
      `<div style="inline-size: 10px; block-size: 10px; opacity: 1; ${style}"></div>`,
    ),
  );
}

describe('animation helper', () => {
  afterEach(async () => {
    await commands.emulateReducedMotion(false);
  });

  describe('waitForTransition', () => {
    it('resolves after a real CSS transition has finished', async () => {
      const el = await box('transition: opacity 150ms linear');
      const ended: string[] = [];
      el.addEventListener('transitionend', (event) => ended.push(event.propertyName));
      el.style.opacity = '0';
      const running = el.getAnimations();
      expect(running).toHaveLength(1);

      await waitForTransition(el);
      expect(running[0]!.playState).toBe('finished');
      expect(el.getAnimations()).toHaveLength(0);
      expect(getComputedStyle(el).opacity).toBe('0');
      await expect.poll(() => ended).toEqual(['opacity']);
    });

    it('resolves at once when nothing is animating', async () => {
      const el = await box();
      await expect(waitForTransition(el)).resolves.toBeUndefined();
    });

    it('resolves at once under prefers-reduced-motion, leaving the motion to the CSS', async () => {
      await commands.emulateReducedMotion(true);
      expect(prefersReducedMotion()).toBe(true);
      const el = await box(`transition: opacity ${long} linear`);
      el.style.opacity = '0';
      await waitForTransition(el);
      expect(el.getAnimations()[0]?.playState).toBe('running');
    });

    it('does not hang when the transition is cancelled', async () => {
      const el = await box(`transition: opacity ${long} linear`);
      el.style.opacity = '0';
      const [animation] = el.getAnimations();
      const done = waitForTransition(el);
      animation!.cancel();
      await done;
      expect(animation!.playState).toBe('idle');
    });

    it('does not hang when the element stops rendering mid-transition', async () => {
      const el = await box(`transition: opacity ${long} linear`);
      el.style.opacity = '0';
      const [animation] = el.getAnimations();
      const done = waitForTransition(el);
      el.style.display = 'none';
      await done;
      expect(animation!.playState).toBe('idle');
    });

    it('follows a retargeted transition to its end', async () => {
      const el = await box('transition: opacity 150ms linear');
      el.style.opacity = '0';
      const [first] = el.getAnimations();
      const done = waitForTransition(el);
      // Reversing mid-way cancels the first transition and starts a second one.
      first!.currentTime = 75;
      el.style.opacity = '1';
      const [second] = el.getAnimations();
      expect(second).not.toBe(first);
      await done;
      expect(second!.playState).toBe('finished');
    });

    it('does not wait for infinite or paused animations', async () => {
      const el = await box(`transition: opacity ${long} linear`);
      el.animate({ rotate: ['0deg', '360deg'] }, { duration: 1000, iterations: Infinity });
      el.style.opacity = '0';
      el.getAnimations()
        .find((a) => a instanceof CSSTransition)!
        .pause();
      await waitForTransition(el);
      expect(el.getAnimations().map((a) => a.playState)).toEqual(['paused', 'running']);
    });

    it('waits for descendants only with subtree', async () => {
      const el = styled(
        await fixture<HTMLElement>(
          `<div><span style="display: block; transition: opacity 150ms linear"></span></div>`,
        ),
      );
      const child = el.firstElementChild as HTMLElement;
      child.style.opacity = '0';
      await waitForTransition(el);
      expect(child.getAnimations()[0]?.playState).toBe('running');
      await waitForTransition(el, { subtree: true });
      expect(child.getAnimations()).toHaveLength(0);
    });
  });

  describe('animateTo', () => {
    it('runs keyframes and resolves when they have finished', async () => {
      const el = await box();
      const animation = animateTo(el, [{ opacity: 1 }, { opacity: 0 }], {
        duration: 150,
        fill: 'forwards',
      });
      const [running] = el.getAnimations();
      await animation;
      expect(running!.playState).toBe('finished');
      expect(getComputedStyle(el).opacity).toBe('0');
    });

    it('jumps to the end state under reduced motion', async () => {
      await commands.emulateReducedMotion(true);
      const el = await box();
      await animateTo(el, [{ opacity: 1 }, { opacity: 0 }], {
        duration: 60_000,
        fill: 'forwards',
      });
      expect(el.getAnimations()[0]?.playState).toBe('finished');
      expect(getComputedStyle(el).opacity).toBe('0');
    });

    it('does not hang when its animation is cancelled', async () => {
      const el = await box();
      const done = animateTo(el, { opacity: [1, 0] }, { duration: 60_000 });
      el.getAnimations()[0]!.cancel();
      await expect(done).resolves.toBeUndefined();
    });

    it('adds a class and waits for the transition it starts, and removes it again', async () => {
      const el = await fixture(`<div>
        <style>.fade { transition: opacity 150ms linear; } .fade.out { opacity: 0; }</style>
        <div class="fade"></div>
      </div>`);
      const target = styled(el.querySelector<HTMLElement>('.fade')!);

      await animateTo(target, 'out');
      expect(target.classList.contains('out')).toBe(true);
      expect(target.getAnimations()).toHaveLength(0);
      expect(getComputedStyle(target).opacity).toBe('0');

      const back = animateTo(target, 'out', { remove: true });
      const [running] = target.getAnimations();
      expect(running).toBeInstanceOf(CSSTransition);
      await back;
      expect(running!.playState).toBe('finished');
      expect(getComputedStyle(target).opacity).toBe('1');
    });
  });
});
