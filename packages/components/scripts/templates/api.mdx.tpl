---
title: "__Title__ API"
description: "The API reference for __tag__: its properties and attributes, slots, events, CSS parts and custom properties."
navTitle: "API"
order: 1
---

# __Title__ API

This reference is generated from the source of `__tag__`, so it always matches the released component. The [__lowerTitle__ overview](/core-components/__name__/) describes when to use it.

<WebComponentApi tag="__tag__" />
