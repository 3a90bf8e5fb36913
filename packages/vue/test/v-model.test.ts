import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { nextTick, reactive } from 'vue';
import type { SkCheckbox, SkFile, SkRadio, SkRange, SkSelect, SkToggle } from '@skerry/components';
import type { FormState } from './form-state.ts';
import ModelForm from './ModelForm.vue';
import { find, mount, nextEvent, rendered, shadow } from './mount.ts';

async function form(): Promise<{ state: FormState; host: HTMLElement }> {
  const state = reactive<FormState>({
    name: 'Ada',
    agreed: false,
    notify: true,
    fruit: 'pear',
    fruits: ['apple'],
    volume: 5,
    colour: 'red',
    files: [],
  });
  return { state, host: await mount(ModelForm, { state }) };
}

const selects = (host: HTMLElement): SkSelect[] => [
  ...host.querySelectorAll<SkSelect>('sk-select'),
];
const radio = (host: HTMLElement, text: string): SkRadio =>
  [...host.querySelectorAll<SkRadio>('sk-radio')].find((el) => el.textContent.trim() === text)!;

/** Opens the list of `select` and clicks the option showing `text`, as a user does. */
async function choose(select: SkSelect, text: string): Promise<void> {
  if (!select.open) {
    const opened = nextEvent(select, 'sk-after-open');
    await userEvent.click(shadow(select, '#control'));
    await opened;
  }
  const options = [...shadow(select, '#listbox').querySelectorAll<HTMLElement>('[role="option"]')];
  await userEvent.click(options.find((option) => option.textContent.trim() === text)!);
}

describe('v-model from the application to the element', () => {
  it('sets each control from its model, and follows the model as it changes', async () => {
    const { state, host } = await form();
    const input = find<HTMLElement & { value: string }>(host, 'sk-input');
    const [single, multiple] = selects(host);
    await expect.poll(() => input.value).toBe('Ada');
    expect(find<SkCheckbox>(host, 'sk-checkbox').checked).toBe(false);
    expect(find<SkToggle>(host, 'sk-toggle').checked).toBe(true);
    expect(single!.value).toBe('pear');
    await expect.poll(() => multiple!.values).toEqual(['apple']);
    expect(find<SkRange>(host, 'sk-range').valueAsNumber).toBe(5);
    await expect.poll(() => radio(host, 'Red').checked).toBe(true);

    Object.assign(state, {
      name: 'Grace',
      agreed: true,
      notify: false,
      fruit: 'plum',
      fruits: ['pear', 'plum'],
      volume: 8,
      colour: 'green',
      files: [new File(['x'], 'notes.txt')],
    });
    await nextTick();
    await rendered(host);
    expect(input.value).toBe('Grace');
    expect(find<SkCheckbox>(host, 'sk-checkbox').checked).toBe(true);
    expect(find<SkToggle>(host, 'sk-toggle').checked).toBe(false);
    expect(single!.value).toBe('plum');
    expect(multiple!.values).toEqual(['pear', 'plum']);
    expect(find<SkRange>(host, 'sk-range').valueAsNumber).toBe(8);
    await expect.poll(() => radio(host, 'Green').checked).toBe(true);
    expect(find<SkFile>(host, 'sk-file').files.map((file) => file.name)).toEqual(['notes.txt']);
  });
});

describe('v-model from the user to the application', () => {
  it('gives a text field’s string', async () => {
    const { state, host } = await form();
    const field = shadow<HTMLInputElement>(find(host, 'sk-input'), '#control');
    await userEvent.fill(field, 'Ada Lovelace');
    await expect.poll(() => state.name).toBe('Ada Lovelace');
  });

  it('gives a checkbox’s and a toggle’s boolean', async () => {
    const { state, host } = await form();
    await userEvent.click(shadow(find(host, 'sk-checkbox'), '#control'));
    await expect.poll(() => state.agreed).toBe(true);
    await userEvent.click(shadow(find(host, 'sk-toggle'), '#control'));
    await expect.poll(() => state.notify).toBe(false);
  });

  it('gives a select’s string, and a multiple select’s list', async () => {
    const { state, host } = await form();
    const [single, multiple] = selects(host);
    await choose(single!, 'Apple');
    await expect.poll(() => state.fruit).toBe('apple');
    await choose(multiple!, 'Plum');
    await expect.poll(() => state.fruits).toEqual(['apple', 'plum']);
    expect(Array.isArray(state.fruits)).toBe(true);
  });

  it('gives a range’s number', async () => {
    const { state, host } = await form();
    shadow(find(host, 'sk-range'), '#control').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => state.volume).toBe(6);
    expect(typeof state.volume).toBe('number');
  });

  it('gives a radio group’s chosen value', async () => {
    const { state, host } = await form();
    await userEvent.click(radio(host, 'Green'));
    await expect.poll(() => state.colour).toBe('green');
  });

  it('gives a file picker’s files, as an array', async () => {
    const { state, host } = await form();
    // As the picker does: the native input gets the files and fires input and change.
    const picker = shadow<HTMLInputElement>(find(host, 'sk-file'), '#control');
    const chosen = new DataTransfer();
    chosen.items.add(new File(['a'], 'a.txt'));
    chosen.items.add(new File(['b'], 'b.txt'));
    picker.files = chosen.files;
    picker.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.poll(() => state.files.map((file) => file.name)).toEqual(['a.txt', 'b.txt']);
    expect(Array.isArray(state.files)).toBe(true);
  });
});
