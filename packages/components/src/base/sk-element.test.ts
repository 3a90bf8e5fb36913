import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../internal/define.js';
import { fixture, settle } from '../testing/fixture.js';
import { SkElement } from './sk-element.js';

const tones = ['calm', 'loud'] as const;
type Tone = (typeof tones)[number];

/* The smallest element with an enumerated attribute and a custom state. */
class TestTone extends SkElement {
  @property({ reflect: true }) tone: Tone = 'calm';

  @property({ type: Boolean }) open = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tone')) this.tone = this.allowedValue('tone', this.tone, tones, 'calm');
    if (changed.has('open')) this.toggleState('open', this.open);
  }

  protected override render(): TemplateResult {
    return html`<span part="tone">${this.tone}</span>`;
  }
}
defineElement('sk-test-tone', TestTone);

describe('SkElement', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('falls back to the default with one SK001 warning for a value outside the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await fixture<TestTone>('<sk-test-tone tone="shouting"></sk-test-tone>');
    expect(el.tone).toBe('calm');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[sk-test-tone\] SK001: tone="shouting"/);
  });

  it('restores the default silently when the attribute is removed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await fixture<TestTone>('<sk-test-tone tone="loud"></sk-test-tone>');
    expect(el.tone).toBe('loud');
    el.removeAttribute('tone');
    await settle();
    expect(el.tone).toBe('calm');
    expect(el.getAttribute('tone')).toBe('calm');
    expect(warn).not.toHaveBeenCalled();
  });

  it('has ElementInternals, whose custom states the host matches in CSS', async () => {
    const el = await fixture<TestTone>('<sk-test-tone></sk-test-tone>');
    expect(el.matches(':state(open)')).toBe(false);
    el.open = true;
    await settle();
    expect(el.matches(':state(open)')).toBe(true);
    el.open = false;
    await settle();
    expect(el.matches(':state(open)')).toBe(false);
  });
});
