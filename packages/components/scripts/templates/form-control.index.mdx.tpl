---
# TODO(new:component): say in one sentence what __tag__ is for; it is the page's meta description.
title: "__Title__"
description: "__Title__ (__tag__), a Skerry form control in beta."
---

# __Title__

{/* TODO(new:component): what the control is for, in a sentence or two. */}

<PreviewWarning />

<Demo title="__Title__">

```html
<__tag__ label="City" hint="Where the parcel goes."></__tag__>
```

</Demo>

## Usage

### When to use

{/* TODO(new:component): the situations it is made for, as a list. */}

### When not to use

{/* TODO(new:component): the situations where another control or plain HTML fits better, each with a link to it. */}

## Behavior

{/* TODO(new:component): what happens as the user types, commits and submits; when the error appears and when it goes. */}

## Types

{/* TODO(new:component): each type, with a demo and when to choose it. */}

## States

{/* The site's tests check that each of these five states has a heading, words and a demo here. */}

### Enabled

{/* TODO(new:component): how it looks at rest, and on hover. */}

<Demo title="Enabled">

```html
<__tag__ label="Enabled"></__tag__>
```

</Demo>

### Active

{/* TODO(new:component): how it looks while it is pressed or focused for editing, and what the keyboard shows. */}

<Demo title="Pressed and focused">

```html
<__tag__ label="Active" hint="Click or tab into it."></__tag__>
```

</Demo>

### Disabled

A disabled control cannot be focused or changed, and is not sent with its form; a read-only one can be focused and is sent, but not changed.

<Demo title="Disabled and read only">

```html
<__tag__ label="Disabled" disabled></__tag__>
<__tag__ label="Read only" readonly value="Helsinki"></__tag__>
```

</Demo>

### Error

The error shows after a failed submit. Submit the empty form below to see it.

<Demo title="Error after a failed submit">

```html
<form>
  <__tag__ label="City" name="city" required></__tag__>
  <sk-button type="submit">Send</sk-button>
</form>
```

</Demo>

### Success

Once the reader has changed the value and it is valid, the control is in its success state (`:state(user-valid)`). Fill the field in and leave it.

<Demo title="Success once the value is valid">

```html
<__tag__ label="Town" required></__tag__>
```

</Demo>

## Layouts

`layout` places the label: `vertical` above the control (the default), `horizontal` beside it, and `compact` with less space around it.

<Demo title="Vertical, horizontal and compact">

```html
<__tag__ label="Vertical" hint="The label is above the control."></__tag__>
<__tag__ label="Horizontal" hint="The label is beside the control." layout="horizontal"></__tag__>
<__tag__ label="Compact" hint="Less space around the control." layout="compact"></__tag__>
```

</Demo>

## Placement

{/* TODO(new:component): where it goes in a form and on a page; its width. */}

## Style

{/* TODO(new:component): its look and how themes change it. */}

## Interaction

{/* TODO(new:component): a table of every key and pointer action, as on the button page. */}

## Anatomy

{/* TODO(new:component): a labelled <Anatomy> diagram: label, hint, control, error. */}

## Content

{/* TODO(new:component): how to word the label, hint and error. */}

## Recommendations

{/* TODO(new:component): <DoDont> pairs with live examples. */}

## Accessibility

The label, hint and error message are inside the control's shadow root and wired to the input by `SkFormControl`: the label names it, the hint and error describe it, and `aria-invalid` is set with the error. An external `<label for>` names it too.

{/* TODO(new:component): what else it announces, and what the author must still provide. */}

## Customizing

`__tag__` is styled only through design tokens and the custom properties and CSS parts listed in the [__lowerTitle__ API](/core-components/__name__/api/); [themes](/foundation/themes/) change it without touching the component.
