/**
 * The framework-free floor of the peer bench: custom elements with nothing but one constructable
 * stylesheet shared by every instance and a template cloned into each shadow root. What a
 * component library costs above this is its own work. Bundled into the floor's bench page only.
 */
import { floorStyles } from './floor-styles.ts';

function define(
  tag: string,
  css: string,
  markup: string,
  fill?: (root: ShadowRoot, host: HTMLElement) => void,
) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const template = document.createElement('template');
  template.innerHTML = markup;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open', delegatesFocus: true });
        root.adoptedStyleSheets = [sheet];
        root.append(template.content.cloneNode(true));
        fill?.(root, this);
      }
    },
  );
}

define('floor-button', floorStyles.button, '<button type="button"><slot></slot></button>');

define(
  'floor-checkbox',
  floorStyles.checkbox,
  '<label><input type="checkbox"><span></span></label>',
  (root, host) => {
    root.querySelector('span')!.textContent = host.getAttribute('label');
  },
);

define(
  'floor-input',
  floorStyles.input,
  '<label for="control"></label><input id="control" aria-describedby="hint"><div id="hint"></div>',
  (root, host) => {
    root.querySelector('label')!.textContent = host.getAttribute('label');
    root.querySelector('#hint')!.textContent = host.getAttribute('hint');
  },
);
