import { describe, expect, it, vi, type Mock } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SkBadge, SkButton, SkInput } from '@skerry/components';
import PropsAndEvents from './PropsAndEvents.vue';
import { find, mount, shadow } from './mount.ts';

type Handler = Mock<(event: Event) => void>;

async function render(handlers: Partial<Record<'onInput' | 'onClear' | 'onPress', Handler>> = {}) {
  const props: Record<'onInput' | 'onClear' | 'onPress', Handler> = {
    onInput: vi.fn(),
    onClear: vi.fn(),
    onPress: vi.fn(),
    ...handlers,
  };
  const host = await mount(PropsAndEvents, props);
  return {
    props,
    input: find<SkInput>(host, 'sk-input'),
    button: find<SkButton>(host, 'sk-button'),
    badge: find<SkBadge>(host, 'sk-badge'),
  };
}

describe('props', () => {
  it('reach the element as its properties, kebab-cased or not', async () => {
    const { input, button } = await render();
    expect(input.label).toBe('Name');
    expect(input.size).toBe('small');
    expect(input.maxLength).toBe(20);
    expect(input.value).toBe('Ada');
    expect(input.clearable).toBe(true);
    expect(button.variant).toBe('danger');
    expect(button.type).toBe('button');
  });

  it('convert a number written as a static attribute, as the element does', async () => {
    const { badge } = await render();
    expect(badge.count).toBe(12);
    expect(badge.max).toBe(9);
  });

  it('leave a boolean the template does not set at the element’s default', async () => {
    const { input } = await render();
    expect(input.disabled).toBe(false);
    expect(input.hasAttribute('disabled')).toBe(false);
  });

  it('pass classes and other attributes on to the element', async () => {
    const { input } = await render();
    expect(input.classList.contains('wide')).toBe(true);
    expect(input.dataset.test).toBe('name');
  });

  it('pass the default slot on as the element’s content', async () => {
    const { button } = await render();
    expect(button.textContent.trim()).toBe('Delete');
  });
});

describe('events', () => {
  it('are emitted with the DOM event as payload', async () => {
    const { props, input, button } = await render();
    await userEvent.type(shadow(input, '#control'), '!');
    await expect.poll(() => props.onInput.mock.calls.length).toBeGreaterThan(0);
    const [event] = props.onInput.mock.calls[0] as [Event];
    expect(event.type).toBe('input');
    expect(event.target).toBe(input);

    await userEvent.click(button);
    await expect.poll(() => props.onPress.mock.calls.length).toBe(1);
    expect((props.onPress.mock.calls[0] as [Event])[0].type).toBe('click');
  });

  it('reach the handler while they can still be cancelled', async () => {
    const { props, input } = await render({
      onClear: vi.fn((event: Event) => event.preventDefault()),
    });
    await userEvent.click(shadow(input, '[part~="clear-button"]'));
    await expect.poll(() => props.onClear.mock.calls.length).toBe(1);
    const [event] = props.onClear.mock.calls[0] as [Event];
    expect(event.type).toBe('sk-clear');
    expect(event.defaultPrevented).toBe(true);
    expect(input.value).toBe('Ada');
  });
});
