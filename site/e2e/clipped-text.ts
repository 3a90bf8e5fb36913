/** Something a reader cannot read or reach whole at this width, and where it is. */
export interface Offender {
  /** What is wrong, in a few words. */
  problem: string;
  /** A selector for the element at fault; `>>>` steps into a shadow root. */
  selector: string;
  /** The text concerned, shortened. */
  text: string;
}

/**
 * Runs in the page (passed to `page.evaluate`, so everything it needs is inside it): finds
 * visible text that a box cuts off, in the document and every open shadow root.
 *
 * - Text that runs past an ancestor whose overflow is hidden or clip (which `text-overflow:
 *   ellipsis` needs too) in that direction. A scroller the reader can scroll (overflow auto or
 *   scroll) clips nothing: what runs past it is reached by scrolling, so the text is cut to it
 *   and the walk goes on. Text past the page's right or left edge counts as cut too.
 * - Form controls whose shown text (a field's value or placeholder, a select's chosen option, a
 *   button's label) is wider than their content box. A native select shows no overflow in
 *   `scrollWidth`, so the text is measured with the control's computed font instead.
 * - Code under a block's copy button, at either end of the block's scrolling.
 *
 * Text hidden on purpose (not rendered, invisible, transparent, or inside a box of a pixel or
 * less, as visually hidden text is) is not shown, so it is never reported.
 */
export function findClippedText(): Offender[] {
  const offenders: Offender[] = [];
  const seen = new Set<string>();
  const short = (text: string) => {
    const squeezed = text.replace(/\s+/g, ' ').trim();
    return squeezed.length > 60 ? `${squeezed.slice(0, 57)}…` : squeezed;
  };
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && parts.length < 6) {
      let part = node.localName;
      if (node.id) part += `#${node.id}`;
      else if (node.classList.length > 0) part += `.${[...node.classList].slice(0, 2).join('.')}`;
      parts.unshift(part);
      if (node.id) break;
      if (node.parentElement) {
        node = node.parentElement;
      } else {
        const root = node.getRootNode();
        node = root instanceof ShadowRoot ? root.host : null;
        if (node) parts.unshift('>>>');
      }
    }
    return parts.join(' ').replaceAll(' >>> ', ' >>> ');
  };
  const report = (problem: string, element: Element, text: string) => {
    const offender = { problem, selector: selectorOf(element), text: short(text) };
    const key = JSON.stringify(offender);
    if (seen.has(key)) return;
    seen.add(key);
    offenders.push(offender);
  };
  /** The parent in the flattened tree: a slotted node's slot, a shadow root's host. */
  const flatParent = (node: Node): Element | null => {
    const slot = (node as Element | Text).assignedSlot;
    if (slot) return slot;
    const parent = node.parentNode;
    if (parent instanceof ShadowRoot) return parent.host;
    return parent instanceof Element ? parent : null;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const transparent = (color: string) =>
    color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);

  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const element of roots[i]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  const pageWidth = document.documentElement.clientWidth;

  // 1. Text cut by an ancestor's overflow.
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (
      let text = walker.nextNode() as Text | null;
      text;
      text = walker.nextNode() as Text | null
    ) {
      if (!text.data.trim()) continue;
      const parent = flatParent(text);
      if (!parent || !shown(parent) || transparent(getComputedStyle(parent).color)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      let rects = [...range.getClientRects()]
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom }));
      if (rects.length === 0) continue;
      let hidden = false;
      for (let box: Element | null = parent; box && rects.length > 0; box = flatParent(box)) {
        if (box === document.documentElement || box === document.body) break;
        const style = getComputedStyle(box);
        if (style.display === 'contents') continue;
        const outer = box.getBoundingClientRect();
        if (outer.width <= 1 || outer.height <= 1) {
          hidden = true;
          break;
        }
        const left = outer.left + box.clientLeft;
        const top = outer.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        const axes = [
          { overflow: style.overflowX, start: 'left', end: 'right', min: left, max: right },
          { overflow: style.overflowY, start: 'top', end: 'bottom', min: top, max: bottom },
        ] as const;
        for (const axis of axes) {
          if (axis.overflow === 'visible') continue;
          if (axis.overflow === 'hidden' || axis.overflow === 'clip') {
            const cut = rects.some((r) => {
              const past = Math.max(axis.min - r[axis.start], r[axis.end] - axis.max);
              // A glyph's box may be a little taller than its line; half a letter is cut text.
              const allowed = axis.start === 'top' ? Math.max(2, (r.bottom - r.top) / 4) : 1;
              return past > allowed;
            });
            if (cut) report('text cut off by its box', box, text.data);
          }
          // Cut to what this box shows: the rest is reached by scrolling it (or is reported).
          rects = rects
            .map((r) => ({
              ...r,
              [axis.start]: Math.max(r[axis.start], axis.min),
              [axis.end]: Math.min(r[axis.end], axis.max),
            }))
            .filter((r) => r[axis.end] > r[axis.start]);
        }
      }
      if (hidden) continue;
      if (rects.some((r) => r.right > pageWidth + 1 || r.left < -1)) {
        report('text outside the page', parent, text.data);
      }
    }
  }

  // 2. Form controls whose shown text is wider than their content box.
  const canvas = document.createElement('canvas').getContext('2d')!;
  const widthOf = (text: string, style: CSSStyleDeclaration) => {
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    const shownText =
      style.textTransform === 'uppercase'
        ? text.toUpperCase()
        : style.textTransform === 'lowercase'
          ? text.toLowerCase()
          : text;
    return canvas.measureText(shownText).width;
  };
  const textTypes = new Set(['text', 'search', 'email', 'url', 'tel', 'number', '']);
  for (const root of roots) {
    for (const control of root.querySelectorAll('input, select, button')) {
      if (!shown(control)) continue;
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const content =
        control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (control instanceof HTMLInputElement) {
        if (!textTypes.has(control.getAttribute('type') ?? '')) continue;
        const placeholder = !control.value;
        const text = control.value || control.placeholder;
        const font = placeholder ? getComputedStyle(control, '::placeholder') : style;
        if (!text || transparent(font.color)) continue;
        if (widthOf(text, font) > content + 1) report('field text cut off', control, text);
      } else if (control instanceof HTMLSelectElement) {
        if (control.multiple || control.size > 1) continue;
        const text = control.selectedOptions[0]?.label ?? '';
        // The drop-down arrow takes the end of the content box unless the author drew their own.
        const arrow = style.appearance === 'none' ? 0 : 20;
        if (text && widthOf(text, style) > content - arrow + 1) {
          report('selected option cut off', control, text);
        }
      } else if (control instanceof HTMLButtonElement) {
        const left = box.left + control.clientLeft + parseFloat(style.paddingLeft);
        const right = left + content;
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const parent = text.parentElement;
          if (!parent || !text.textContent?.trim() || !shown(parent)) continue;
          const own = parent.getBoundingClientRect();
          if (own.width <= 1 || own.height <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const r = range.getBoundingClientRect();
          if (r.width > 0 && (r.left < left - 1 || r.right > right + 1)) {
            report('button label wider than the button', control, text.textContent);
          }
        }
      }
    }
  }

  // 3. Code under its block's copy button, with the block scrolled to either end.
  for (const button of document.querySelectorAll('.sk-code__copy, .sk-demo__copy')) {
    const pre = button.parentElement?.querySelector('pre');
    if (!pre || !shown(button)) continue;
    const start = pre.scrollLeft;
    for (const scrollLeft of [0, pre.scrollWidth]) {
      pre.scrollLeft = scrollLeft;
      const b = button.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(pre);
      const covered = [...range.getClientRects()].find(
        (r) =>
          r.width > 0 &&
          Math.min(r.right, b.right) - Math.max(r.left, b.left) > 1 &&
          Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > 1,
      );
      if (covered) report('copy button over the code', button, pre.textContent ?? '');
    }
    pre.scrollLeft = start;
  }
  return offenders;
}

/** Runs in the page: how far the page scrolls sideways, 0 when it does not. */
export function sidewaysOverflow(): number {
  const page = document.scrollingElement ?? document.documentElement;
  return Math.max(0, page.scrollWidth - page.clientWidth);
}
