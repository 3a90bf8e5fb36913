---
title: "__Title__ code"
description: "How to install and load __tag__ from @skerry/components, with examples to copy."
navTitle: "Code"
order: 2
---

# __Title__ code

## Installing

`__tag__` ships in `@skerry/components`:

```bash
npm install @skerry/components
```

## Loading

Import the component's module once, anywhere in your application, to define `__tag__` for the whole document, in any framework or none:

```ts
import '@skerry/components/__name__.js';
```

Until the module has loaded, `__tag__` is an undefined element. Wait for it in script with `await customElements.whenDefined('__tag__')`, and hide it in CSS until then so the page does not show it unstyled first:

```css
__tag__:not(:defined) {
  visibility: hidden;
}
```

## In a form

`__tag__` is form-associated: inside a `<form>`, or linked to one with the `form` attribute, its `name` and `value` are part of the form data, `form.reset()` restores its `value` attribute, and a disabled `<fieldset>` disables it.

{/* TODO(new:component): describe what the control submits, and its validation. */}

<Demo title="In a form">

```html
<form>
  <__tag__ label="City" name="city" required></__tag__>
  <sk-button type="submit">Send</sk-button>
  <sk-button type="reset" variant="secondary">Clear</sk-button>
</form>
```

</Demo>

## Events

`input` fires as the user types and `change` when a changed value is committed.

{/* TODO(new:component): one <Demo> per common use, each with a title. */}
