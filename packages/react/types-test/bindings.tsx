/*
 * Compiled against the built bindings (`dist/`) with React 19's typings and with React 18's:
 * valid uses must type-check, and each `@ts-expect-error` line must really be an error (an
 * unused one is itself an error).
 */
import { useRef } from 'react';
import {
  SkButton,
  SkCheckbox,
  SkInput,
  SkModal,
  SkSearch,
  SkSelect,
  type SkEvent,
} from '@skerry/react';
import { SkRadio, SkRadioGroup } from '@skerry/react/radio.js';
import type {
  SkCheckbox as SkCheckboxElement,
  SkCloseEvent,
  SkModal as SkModalElement,
} from '@skerry/components';

export function Valid() {
  const modal = useRef<SkModalElement>(null);
  const onClose = (event: SkEvent<SkCloseEvent, SkModalElement>): string => event.detail.source;
  return (
    <form>
      <SkInput
        label="Name"
        value="Ada"
        required
        onInput={(event) => event.target.value.toUpperCase()}
        onChange={(event) => event.currentTarget.value}
        onSkInvalid={(event) => event.detail.message}
      />
      <SkCheckbox
        checked
        onChange={(event) => {
          const box: SkCheckboxElement = event.target;
          return box.checked;
        }}
      />
      <SkSelect label="Size" value="m" onChange={(event) => event.target.values.join()}>
        <option value="m">Medium</option>
      </SkSelect>
      <SkSearch suggestions={['Oslo', 'Bergen']} />
      <SkRadioGroup label="Size" value="s">
        <SkRadio value="s">Small</SkRadio>
      </SkRadioGroup>
      <SkModal
        ref={modal}
        label="Delete?"
        onSkOpen={(event) => event.preventDefault()}
        onSkClose={onClose}
        onSkAfterClose={(event) => event.currentTarget.open}
      />
      <SkButton variant="primary" type="submit" className="wide" onClick={(event) => event.button}>
        Save
      </SkButton>
      <SkButton type="submit" form="other-form">
        Save elsewhere
      </SkButton>
    </form>
  );
}

// @ts-expect-error -- "bogus" is not a button variant.
export const badVariant = <SkButton variant="bogus">Save</SkButton>;

// @ts-expect-error -- `checked` is a boolean property, not a string attribute.
export const badChecked = <SkCheckbox checked="yes" />;

// @ts-expect-error -- `suggestions` is an array of strings.
export const badSuggestions = <SkSearch suggestions="Oslo" />;

// @ts-expect-error -- `form` is the id of a form, as in HTML, not a form element.
export const badForm = <SkButton form={document.forms[0]}>Save</SkButton>;

// @ts-expect-error -- sk-button has no "colour" property.
export const unknownProp = <SkButton colour="red">Save</SkButton>;

const onModalClose = (event: SkEvent<SkCloseEvent, SkModalElement>) => event.detail;
// @ts-expect-error -- an SkCloseEvent has a detail; an SkOpenEvent (of onSkOpen) has none.
export const badEventType = <SkModal onSkOpen={onModalClose} />;

// @ts-expect-error -- the input's event is an InputEvent on an sk-input, not a checkbox's.
export const badHandler = <SkInput onInput={(event: { target: SkCheckboxElement }) => event} />;

// @ts-expect-error -- sk-checkbox fires no sk-open.
export const unknownEvent = <SkCheckbox onSkOpen={() => undefined} />;

export function BadRef() {
  const ref = useRef<HTMLInputElement>(null);
  // @ts-expect-error -- the ref is the sk-input element, not a native input.
  return <SkInput ref={ref} />;
}
