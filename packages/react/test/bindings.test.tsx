import '@skerry/tokens/tokens.css';
import { act, createRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  SkInput as SkInputElement,
  SkModal as SkModalElement,
  SkOpenEvent,
  type RangeValueFormatter,
} from '@skerry/components';
import { SkButton, SkCheckbox, SkInput, SkModal, SkRange, SkSearch } from '@skerry/react';

// React's act() warns outside a test environment it knows; this is one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

async function render(node: ReactNode): Promise<HTMLElement> {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  await act(async () => root?.render(node));
  return host;
}

function element<T extends Element>(container: HTMLElement, selector: string): T {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} rendered`);
  return found;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = host = undefined;
});

describe('props', () => {
  it('take a form control’s form as the id of its form, as in HTML', async () => {
    const submitted: FormDataEntryValue[] = [];
    const container = await render(
      <>
        <form
          id="elsewhere"
          onSubmit={(event) => {
            event.preventDefault();
            submitted.push(...new FormData(event.currentTarget).values());
          }}
        >
          <input type="hidden" name="from" value="form" />
        </form>
        <SkButton type="submit" form="elsewhere">
          Save
        </SkButton>
      </>,
    );
    const button = element<HTMLElement & { form: HTMLFormElement | null }>(container, 'sk-button');
    expect(button.form).toBe(container.querySelector('form'));
    await userEvent.click(button);
    await expect.poll(() => submitted).toEqual(['form']);
  });

  it('reach the element as properties: strings, booleans, arrays and functions', async () => {
    const suggestions = ['Oslo', 'Bergen'];
    const formatter: RangeValueFormatter = (value) => `${value} km`;
    const container = await render(
      <>
        <SkInput label="Name" value="Ada" required />
        <SkCheckbox label="Subscribe" checked />
        <SkSearch label="City" suggestions={suggestions} />
        <SkRange label="Distance" valueFormatter={formatter} />
      </>,
    );
    const input = element<SkInputElement>(container, 'sk-input');
    expect(input.value).toBe('Ada');
    expect(input.required).toBe(true);
    expect(element<HTMLElement & { checked: boolean }>(container, 'sk-checkbox').checked).toBe(
      true,
    );
    // The same array, not a string an attribute would have made of it.
    expect(
      element<HTMLElement & { suggestions: unknown }>(container, 'sk-search').suggestions,
    ).toBe(suggestions);
    expect(
      element<HTMLElement & { valueFormatter: unknown }>(container, 'sk-range').valueFormatter,
    ).toBe(formatter);
  });

  it('update the element when they change, and reflected ones show as attributes', async () => {
    const container = await render(
      <SkButton variant="secondary" fullWidth>
        Save
      </SkButton>,
    );
    const button = element<HTMLElement>(container, 'sk-button');
    await expect.poll(() => button.getAttribute('variant')).toBe('secondary');
    await expect.poll(() => button.hasAttribute('full-width')).toBe(true);
    await render(<SkButton variant="danger">Save</SkButton>);
    await expect.poll(() => button.getAttribute('variant')).toBe('danger');
    await expect.poll(() => button.hasAttribute('full-width')).toBe(false);
  });

  it('pass className and children on as React would', async () => {
    const container = await render(<SkButton className="wide">Save</SkButton>);
    const button = element<HTMLElement>(container, 'sk-button');
    expect(button.className).toBe('wide');
    expect(button.textContent).toBe('Save');
  });
});

describe('events', () => {
  it('call onChange of SkCheckbox with the change event, the checkbox its target', async () => {
    const onChange = vi.fn((event: Event) => [
      event.type,
      event.target,
      (event.target as HTMLInputElement).checked,
    ]);
    const container = await render(<SkCheckbox label="Subscribe" onChange={onChange} />);
    const box = element<HTMLElement>(container, 'sk-checkbox');
    await userEvent.click(page.getByRole('checkbox', { name: 'Subscribe' }));
    await expect.poll(() => onChange.mock.results[0]?.value).toEqual(['change', box, true]);
  });

  it('call onInput of SkInput with an InputEvent as the user types', async () => {
    const values: string[] = [];
    const onInput = vi.fn((event: InputEvent & { target: SkInputElement }) => {
      expect(event).toBeInstanceOf(InputEvent);
      values.push(event.target.value);
    });
    const container = await render(<SkInput label="Name" onInput={onInput} />);
    const input = element<SkInputElement>(container, 'sk-input');
    await userEvent.type(input, 'Ada');
    await expect.poll(() => values).toEqual(['A', 'Ad', 'Ada']);
  });

  it('call onSkOpen of SkModal with its SkOpenEvent, and cancel it as the callback asks', async () => {
    const onSkOpen = vi.fn((event: SkOpenEvent) => {
      expect(event.currentTarget).toBe(modal);
      event.preventDefault();
    });
    const ref = createRef<SkModalElement>();
    await render(<SkModal ref={ref} label="Delete?" onSkOpen={onSkOpen} />);
    const modal = ref.current;
    expect(modal).toBeInstanceOf(SkModalElement);
    await modal?.requestOpen();
    expect(onSkOpen).toHaveBeenCalledOnce();
    expect(onSkOpen.mock.calls[0]?.[0]).toBeInstanceOf(SkOpenEvent);
    // preventDefault() kept it closed: the callback runs as the event is dispatched.
    expect(modal?.open).toBe(false);
  });

  it('call the latest callback after a re-render, and none once the prop is removed', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const ref = createRef<SkModalElement>();
    await render(<SkModal ref={ref} label="Delete?" onSkOpen={first} />);
    await render(<SkModal ref={ref} label="Delete?" onSkOpen={second} />);
    ref.current?.dispatchEvent(new SkOpenEvent());
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    await render(<SkModal ref={ref} label="Delete?" />);
    ref.current?.dispatchEvent(new SkOpenEvent());
    expect(second).toHaveBeenCalledOnce();
  });
});

describe('refs', () => {
  it('are the element itself, upgraded, and null once unmounted', async () => {
    const ref = createRef<SkInputElement>();
    const container = await render(<SkInput ref={ref} label="Name" />);
    expect(ref.current).toBe(element(container, 'sk-input'));
    expect(ref.current).toBeInstanceOf(SkInputElement);
    await act(async () => root?.unmount());
    root = undefined;
    expect(ref.current).toBeNull();
  });
});
