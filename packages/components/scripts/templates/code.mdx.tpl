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

## Examples

{/* TODO(new:component): one <Demo> per common use, each with a title. */}

<Demo title="Variants">

```html
<__tag__ variant="neutral">Neutral</__tag__>
<__tag__ variant="subtle">Subtle</__tag__>
```

</Demo>
