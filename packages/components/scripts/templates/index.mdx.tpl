---
# TODO(new:component): say in one sentence what __tag__ is for; it is the page's meta description.
title: "__Title__"
description: "__Title__ (__tag__), a Skerry web component in beta."
---

# __Title__

{/* TODO(new:component): what the component is for, in a sentence or two. */}

<PreviewWarning />

<Demo title="__Title__">

```html
<__tag__>Three files were uploaded.</__tag__>
```

</Demo>

## When to use

{/* TODO(new:component): the situations it is made for, as a list. */}

## When not to use

{/* TODO(new:component): the situations where another component or plain HTML fits better, each with a link to it. */}

## Accessibility

{/* TODO(new:component): what it announces, how it is reached and used with the keyboard, and what the author must still provide, such as a label. */}

## Customizing

`__tag__` is styled only through design tokens and the custom properties and CSS parts listed in the [__lowerTitle__ API](/core-components/__name__/api/); [themes](/foundation/themes/) change it without touching the component.
