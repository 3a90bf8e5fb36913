/**
 * What each subject renders for each kind: markup as the library's documentation shows it, with
 * the same words (`kinds.ts`). `count` is the element a sample counts (one per instance) and
 * checks is upgraded and rendered; `html(i)` is instance `i`, whose ids and names are its own.
 */
import { words } from './kinds.ts';

export interface Markup {
  /** A selector for the element of which each instance has exactly one. */
  count: string;
  /** The library's element for the kind, where `count` is another (a group, a wrapper). */
  tag?: string;
  html: (i: number) => string;
}

/** Subject key -> kind key -> its markup; a subject without a kind's entry has no such component. */
export type MarkupTable = Record<string, Partial<Record<string, Markup>>>;

const options = (
  make: (value: string, text: string) => string,
  list: readonly (readonly [string, string])[] = words.options,
) => list.map(([value, text]) => make(value, text)).join('');

/*
 * The alert's status icon. Skerry's alert draws one for each variant (a cue that is not colour
 * alone); the peers' alerts take one in their `icon` slot, as their documentation shows. Every
 * row draws the same small inline SVG, so no row is measured without the icon another pays for.
 */
const statusIcon = (slot: boolean) =>
  `<svg${slot ? ' slot="icon"' : ''} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">` +
  `<path fill="currentColor" d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 11.4-3.2-3.2 1.1-1.1L9 11.2l4.1-4.1 1.1 1.1L9 13.4Z"/></svg>`;

/** The native elements a page would otherwise use, labelled as accessibility asks. */
const native: Partial<Record<string, Markup>> = {
  button: { count: 'button', html: () => `<button type="button">${words.button}</button>` },
  checkbox: {
    count: 'input',
    html: () => `<label><input type="checkbox" name="news"> ${words.checkbox}</label>`,
  },
  input: {
    count: 'input',
    html: (i) =>
      `<div><label for="e${i}">${words.inputLabel}</label>` +
      `<input id="e${i}" type="email" aria-describedby="e${i}-hint">` +
      `<div id="e${i}-hint">${words.inputHint}</div></div>`,
  },
  select: {
    count: 'select',
    html: (i) =>
      `<div><label for="c${i}">${words.selectLabel}</label><select id="c${i}">` +
      options((value, text) => `<option value="${value}">${text}</option>`) +
      `</select></div>`,
  },
  radio: {
    count: 'fieldset',
    html: (i) =>
      `<fieldset><legend>${words.radioLabel}</legend>` +
      options(
        (value, text) =>
          `<label><input type="radio" name="d${i}" value="${value}"> ${text}</label>`,
        words.radios,
      ) +
      `</fieldset>`,
  },
  toggle: {
    count: 'input',
    html: () => `<label><input type="checkbox" role="switch"> ${words.toggle}</label>`,
  },
  range: {
    count: 'input',
    html: (i) =>
      `<div><label for="v${i}">${words.range}</label>` +
      `<input id="v${i}" type="range" min="0" max="100" value="40"></div>`,
  },
  textarea: {
    count: 'textarea',
    html: (i) =>
      `<div><label for="m${i}">${words.textareaLabel}</label>` +
      `<textarea id="m${i}" aria-describedby="m${i}-hint"></textarea>` +
      `<div id="m${i}-hint">${words.textareaHint}</div></div>`,
  },
  tag: { count: 'span', html: () => `<span>${words.tag}</span>` },
  badge: { count: 'span', html: () => `<span>${words.badge}</span>` },
  card: {
    count: 'article',
    html: () => `<article><h3>${words.cardHeading}</h3><p>${words.cardText}</p></article>`,
  },
  alert: {
    count: '[role="status"]',
    html: () =>
      `<div role="status">${statusIcon(false)}<strong>${words.alertHeading}</strong> ${words.alertText}</div>`,
  },
};

/** The framework-free floor (`floor.ts`): one shared stylesheet and a cloned template each. */
const floor: Partial<Record<string, Markup>> = {
  button: { count: 'floor-button', html: () => `<floor-button>${words.button}</floor-button>` },
  checkbox: {
    count: 'floor-checkbox',
    html: () => `<floor-checkbox label="${words.checkbox}"></floor-checkbox>`,
  },
  input: {
    count: 'floor-input',
    html: () => `<floor-input label="${words.inputLabel}" hint="${words.inputHint}"></floor-input>`,
  },
};

/** The Lit floor (`lit-floor.ts`): the floor's elements as the least a Lit component can be. */
const litFloor: Partial<Record<string, Markup>> = {
  button: {
    count: 'lit-floor-button',
    html: () => `<lit-floor-button>${words.button}</lit-floor-button>`,
  },
  checkbox: {
    count: 'lit-floor-checkbox',
    html: () => `<lit-floor-checkbox label="${words.checkbox}"></lit-floor-checkbox>`,
  },
  input: {
    count: 'lit-floor-input',
    html: () =>
      `<lit-floor-input label="${words.inputLabel}" hint="${words.inputHint}"></lit-floor-input>`,
  },
};

/** Skerry, as its documentation pages (`site/content/core-components/`) write each component. */
const skerry: Partial<Record<string, Markup>> = {
  button: { count: 'sk-button', html: () => `<sk-button>${words.button}</sk-button>` },
  checkbox: {
    count: 'sk-checkbox',
    html: () => `<sk-checkbox name="news" label="${words.checkbox}"></sk-checkbox>`,
  },
  input: {
    count: 'sk-input',
    html: () =>
      `<sk-input label="${words.inputLabel}" hint="${words.inputHint}" type="email"></sk-input>`,
  },
  select: {
    count: 'sk-select',
    html: () =>
      `<sk-select label="${words.selectLabel}">` +
      options((value, text) => `<option value="${value}">${text}</option>`) +
      `</sk-select>`,
  },
  radio: {
    count: 'sk-radio-group',
    html: (i) =>
      `<sk-radio-group label="${words.radioLabel}" name="d${i}">` +
      options((value, text) => `<sk-radio value="${value}">${text}</sk-radio>`, words.radios) +
      `</sk-radio-group>`,
  },
  toggle: { count: 'sk-toggle', html: () => `<sk-toggle label="${words.toggle}"></sk-toggle>` },
  range: {
    count: 'sk-range',
    html: () => `<sk-range label="${words.range}" min="0" max="100" value="40"></sk-range>`,
  },
  textarea: {
    count: 'sk-textarea',
    html: () =>
      `<sk-textarea label="${words.textareaLabel}" hint="${words.textareaHint}"></sk-textarea>`,
  },
  tag: { count: 'sk-tag', html: () => `<sk-tag>${words.tag}</sk-tag>` },
  badge: { count: 'sk-badge', html: () => `<sk-badge>${words.badge}</sk-badge>` },
  card: {
    count: 'sk-card',
    html: () => `<sk-card><h3 slot="heading">${words.cardHeading}</h3>${words.cardText}</sk-card>`,
  },
  alert: {
    count: 'sk-alert',
    html: () =>
      `<sk-alert variant="success" heading="${words.alertHeading}">${words.alertText}</sk-alert>`,
  },
};

/** Shoelace 2 (shoelace.style). */
const shoelace: Partial<Record<string, Markup>> = {
  button: { count: 'sl-button', html: () => `<sl-button>${words.button}</sl-button>` },
  checkbox: {
    count: 'sl-checkbox',
    html: () => `<sl-checkbox name="news">${words.checkbox}</sl-checkbox>`,
  },
  input: {
    count: 'sl-input',
    html: () =>
      `<sl-input type="email" label="${words.inputLabel}" help-text="${words.inputHint}"></sl-input>`,
  },
  select: {
    count: 'sl-select',
    html: () =>
      `<sl-select label="${words.selectLabel}">` +
      options((value, text) => `<sl-option value="${value}">${text}</sl-option>`) +
      `</sl-select>`,
  },
  radio: {
    count: 'sl-radio-group',
    html: (i) =>
      `<sl-radio-group label="${words.radioLabel}" name="d${i}">` +
      options((value, text) => `<sl-radio value="${value}">${text}</sl-radio>`, words.radios) +
      `</sl-radio-group>`,
  },
  toggle: { count: 'sl-switch', html: () => `<sl-switch>${words.toggle}</sl-switch>` },
  range: {
    count: 'sl-range',
    html: () => `<sl-range label="${words.range}" min="0" max="100" value="40"></sl-range>`,
  },
  textarea: {
    count: 'sl-textarea',
    html: () =>
      `<sl-textarea label="${words.textareaLabel}" help-text="${words.textareaHint}"></sl-textarea>`,
  },
  tag: { count: 'sl-tag', html: () => `<sl-tag>${words.tag}</sl-tag>` },
  badge: { count: 'sl-badge', html: () => `<sl-badge>${words.badge}</sl-badge>` },
  card: {
    count: 'sl-card',
    html: () => `<sl-card><h3 slot="header">${words.cardHeading}</h3>${words.cardText}</sl-card>`,
  },
  alert: {
    count: 'sl-alert',
    html: () =>
      `<sl-alert variant="success" open>${statusIcon(true)}<strong>${words.alertHeading}</strong><br>${words.alertText}</sl-alert>`,
  },
};

/** Web Awesome 3 (webawesome.com). */
const webawesome: Partial<Record<string, Markup>> = {
  button: { count: 'wa-button', html: () => `<wa-button>${words.button}</wa-button>` },
  checkbox: {
    count: 'wa-checkbox',
    html: () => `<wa-checkbox name="news">${words.checkbox}</wa-checkbox>`,
  },
  input: {
    count: 'wa-input',
    html: () =>
      `<wa-input type="email" label="${words.inputLabel}" hint="${words.inputHint}"></wa-input>`,
  },
  select: {
    count: 'wa-select',
    html: () =>
      `<wa-select label="${words.selectLabel}">` +
      options((value, text) => `<wa-option value="${value}">${text}</wa-option>`) +
      `</wa-select>`,
  },
  radio: {
    count: 'wa-radio-group',
    html: (i) =>
      `<wa-radio-group label="${words.radioLabel}" name="d${i}">` +
      options((value, text) => `<wa-radio value="${value}">${text}</wa-radio>`, words.radios) +
      `</wa-radio-group>`,
  },
  toggle: { count: 'wa-switch', html: () => `<wa-switch>${words.toggle}</wa-switch>` },
  range: {
    count: 'wa-slider',
    html: () => `<wa-slider label="${words.range}" min="0" max="100" value="40"></wa-slider>`,
  },
  textarea: {
    count: 'wa-textarea',
    html: () =>
      `<wa-textarea label="${words.textareaLabel}" hint="${words.textareaHint}"></wa-textarea>`,
  },
  tag: { count: 'wa-tag', html: () => `<wa-tag>${words.tag}</wa-tag>` },
  badge: { count: 'wa-badge', html: () => `<wa-badge>${words.badge}</wa-badge>` },
  card: {
    count: 'wa-card',
    html: () => `<wa-card><h3 slot="header">${words.cardHeading}</h3>${words.cardText}</wa-card>`,
  },
  alert: {
    count: 'wa-callout',
    html: () =>
      `<wa-callout variant="success">${statusIcon(true)}<strong>${words.alertHeading}</strong><br>${words.alertText}</wa-callout>`,
  },
};

/**
 * Material Web (material-web.dev). Its checkbox, radio, switch and slider have no label of their
 * own: a wrapping `<label>` names them, as its documentation shows. No badge, card or alert
 * outside its unstable labs.
 */
const material: Partial<Record<string, Markup>> = {
  button: {
    count: 'md-filled-button',
    html: () => `<md-filled-button>${words.button}</md-filled-button>`,
  },
  checkbox: {
    count: 'md-checkbox',
    html: () =>
      `<label><md-checkbox touch-target="wrapper" name="news"></md-checkbox> ${words.checkbox}</label>`,
  },
  input: {
    count: 'md-outlined-text-field',
    html: () =>
      `<md-outlined-text-field type="email" label="${words.inputLabel}" supporting-text="${words.inputHint}"></md-outlined-text-field>`,
  },
  select: {
    count: 'md-outlined-select',
    html: () =>
      `<md-outlined-select label="${words.selectLabel}">` +
      options(
        (value, text) =>
          `<md-select-option value="${value}"><div slot="headline">${text}</div></md-select-option>`,
      ) +
      `</md-outlined-select>`,
  },
  radio: {
    count: '[role="radiogroup"]',
    tag: 'md-radio',
    html: (i) =>
      `<div role="radiogroup" aria-labelledby="d${i}"><div id="d${i}">${words.radioLabel}</div>` +
      options(
        (value, text) =>
          `<label><md-radio name="d${i}" value="${value}"></md-radio> ${text}</label>`,
        words.radios,
      ) +
      `</div>`,
  },
  toggle: {
    count: 'md-switch',
    html: () => `<label>${words.toggle} <md-switch></md-switch></label>`,
  },
  range: {
    count: 'md-slider',
    html: () =>
      `<label>${words.range} <md-slider min="0" max="100" value="40"></md-slider></label>`,
  },
  textarea: {
    count: 'md-outlined-text-field',
    html: () =>
      `<md-outlined-text-field type="textarea" label="${words.textareaLabel}" supporting-text="${words.textareaHint}"></md-outlined-text-field>`,
  },
  tag: {
    count: 'md-chip-set',
    tag: 'md-input-chip',
    html: () => `<md-chip-set><md-input-chip label="${words.tag}"></md-input-chip></md-chip-set>`,
  },
};

/**
 * Spectrum Web Components (opensource.adobe.com/spectrum-web-components), inside the `sp-theme`
 * its pages need (`libraries.ts`). Fields are labelled by an `sp-field-label`, and hints are
 * `sp-help-text` in the field's `help-text` slot. No inline alert (its alert banner is a page
 * banner).
 */
const spectrum: Partial<Record<string, Markup>> = {
  button: {
    count: 'sp-button',
    html: () => `<sp-button variant="accent">${words.button}</sp-button>`,
  },
  checkbox: { count: 'sp-checkbox', html: () => `<sp-checkbox>${words.checkbox}</sp-checkbox>` },
  input: {
    count: 'sp-textfield',
    html: (i) =>
      `<sp-field-label for="e${i}">${words.inputLabel}</sp-field-label>` +
      `<sp-textfield id="e${i}" type="email">` +
      `<sp-help-text slot="help-text">${words.inputHint}</sp-help-text></sp-textfield>`,
  },
  select: {
    count: 'sp-picker',
    html: (i) =>
      `<sp-field-label for="c${i}">${words.selectLabel}</sp-field-label>` +
      `<sp-picker id="c${i}" label="Choose a country">` +
      options((value, text) => `<sp-menu-item value="${value}">${text}</sp-menu-item>`) +
      `</sp-picker>`,
  },
  radio: {
    count: 'sp-radio-group',
    html: (i) =>
      `<sp-field-label for="d${i}">${words.radioLabel}</sp-field-label>` +
      `<sp-radio-group id="d${i}" name="d${i}">` +
      options((value, text) => `<sp-radio value="${value}">${text}</sp-radio>`, words.radios) +
      `</sp-radio-group>`,
  },
  toggle: { count: 'sp-switch', html: () => `<sp-switch>${words.toggle}</sp-switch>` },
  range: {
    count: 'sp-slider',
    html: () => `<sp-slider label="${words.range}" min="0" max="100" value="40"></sp-slider>`,
  },
  textarea: {
    count: 'sp-textfield',
    html: (i) =>
      `<sp-field-label for="m${i}">${words.textareaLabel}</sp-field-label>` +
      `<sp-textfield id="m${i}" multiline>` +
      `<sp-help-text slot="help-text">${words.textareaHint}</sp-help-text></sp-textfield>`,
  },
  tag: {
    count: 'sp-tags',
    tag: 'sp-tag',
    html: () => `<sp-tags><sp-tag>${words.tag}</sp-tag></sp-tags>`,
  },
  badge: { count: 'sp-badge', html: () => `<sp-badge>${words.badge}</sp-badge>` },
  card: {
    count: 'sp-card',
    html: () =>
      `<sp-card heading="${words.cardHeading}"><div slot="description">${words.cardText}</div></sp-card>`,
  },
};

/**
 * Fluent UI web components 3 (fluent2.microsoft.design): a form control's label and hint come
 * from the `fluent-field` around it. No tag or card.
 */
const fluentField = (position: 'above' | 'after', label: string, input: string, hint = '') =>
  `<fluent-field label-position="${position}"><label slot="label">${label}</label>${input}` +
  (hint ? `<fluent-text slot="message" size="200">${hint}</fluent-text>` : '') +
  `</fluent-field>`;

const fluent: Partial<Record<string, Markup>> = {
  button: { count: 'fluent-button', html: () => `<fluent-button>${words.button}</fluent-button>` },
  checkbox: {
    count: 'fluent-checkbox',
    html: () =>
      fluentField('after', words.checkbox, `<fluent-checkbox slot="input"></fluent-checkbox>`),
  },
  input: {
    count: 'fluent-text-input',
    html: () =>
      fluentField(
        'above',
        words.inputLabel,
        `<fluent-text-input slot="input" type="email"></fluent-text-input>`,
        words.inputHint,
      ),
  },
  select: {
    count: 'fluent-dropdown',
    html: () =>
      fluentField(
        'above',
        words.selectLabel,
        `<fluent-dropdown slot="input" placeholder="Choose a country"><fluent-listbox>` +
          options((value, text) => `<fluent-option value="${value}">${text}</fluent-option>`) +
          `</fluent-listbox></fluent-dropdown>`,
      ),
  },
  radio: {
    count: 'fluent-radio-group',
    html: (i) =>
      fluentField(
        'above',
        words.radioLabel,
        `<fluent-radio-group slot="input" name="d${i}">` +
          options(
            (value, text) =>
              fluentField(
                'after',
                text,
                `<fluent-radio slot="input" value="${value}"></fluent-radio>`,
              ),
            words.radios,
          ) +
          `</fluent-radio-group>`,
      ),
  },
  toggle: {
    count: 'fluent-switch',
    html: () => fluentField('after', words.toggle, `<fluent-switch slot="input"></fluent-switch>`),
  },
  range: {
    count: 'fluent-slider',
    html: () =>
      fluentField(
        'above',
        words.range,
        `<fluent-slider slot="input" min="0" max="100" value="40"></fluent-slider>`,
      ),
  },
  textarea: {
    count: 'fluent-textarea',
    html: () =>
      fluentField(
        'above',
        words.textareaLabel,
        `<fluent-textarea slot="input"></fluent-textarea>`,
        words.textareaHint,
      ),
  },
  badge: { count: 'fluent-badge', html: () => `<fluent-badge>${words.badge}</fluent-badge>` },
  alert: {
    count: 'fluent-message-bar',
    html: () =>
      `<fluent-message-bar intent="success">${statusIcon(true)}<strong>${words.alertHeading}</strong> ${words.alertText}</fluent-message-bar>`,
  },
};

export const markup: MarkupTable = {
  native,
  floor,
  litFloor,
  skerry,
  shoelace,
  webawesome,
  material,
  spectrum,
  fluent,
};
