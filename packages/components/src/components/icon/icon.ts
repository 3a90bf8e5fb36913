import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { DEV } from '../../internal/dev.js';
import { settledUpdate } from '../../internal/settled-update.js';
import { iconFile, type IconResult, namedIcon } from './icon-loader.js';
import { iconStyles } from './icon.styles.js';
import { iconSizes, type IconSize } from './icon.types.js';

/**
 * @summary Shows an icon from Skerry's icon set by name, or an SVG file by URL, in the colour of
 * the text around it. Decorative unless it has a `label`.
 * @tag sk-icon
 * @status beta
 * @since 0.1.0
 *
 * @csspart svg - The `<svg>` drawing, once it has loaded.
 */
export class SkIcon extends SkElement {
  static override styles = iconStyles;

  /**
   * The name of an icon in `@skerry/icons`, such as `download` or `warning`. Only that icon's
   * module is downloaded, once per page however many elements show it.
   */
  @property() name = '';

  /**
   * The URL of an SVG file to show instead of a named icon; it wins when both are set. The file
   * is fetched and stripped of scripts, event handlers, `<foreignObject>`, styles and external
   * references before it is shown.
   */
  @property() src = '';

  /**
   * The size, from the shared size scale and the icon size tokens: `small` 16 px, `medium`
   * 20 px, `large` 24 px, `x-large` 32 px.
   */
  @property({ reflect: true }) size: IconSize = 'medium';

  /**
   * The text alternative of an icon that means something on its own, such as "Warning". Without
   * it the icon is decorative and hidden from assistive technology.
   */
  @property() label = '';

  /* A clone of the loaded drawing, owned by this element. */
  @state() private svg: SVGSVGElement | undefined;

  /* The icon asked for last ("name:x" or "src:url"); a load that finishes for another is stale. */
  private requested = '';

  private loading: Promise<void> = Promise.resolve();

  private show(key: string, result: IconResult): void {
    if (key !== this.requested) return;
    if (result.ok) {
      this.svg = result.svg.cloneNode(true) as SVGSVGElement;
      this.svg.setAttribute('part', 'svg');
      if (DEV && result.removed.length) {
        this.warn('SK006', `${this.src} contained ${result.removed.join(', ')}; removed.`);
      }
    } else if (DEV && result.reason === 'unknown') {
      this.warn(
        'SK004',
        `There is no icon named "${this.name}" in @skerry/icons; nothing is shown. Every name is on https://skerry.design/foundation/icons/.`,
      );
    } else if (DEV && result.reason === 'failed') {
      this.warn(
        'SK005',
        `The icon ${this.src ? `file ${this.src}` : `"${this.name}"`} could not be loaded (${result.detail}); nothing is shown.`,
      );
    }
  }

  private load(): void {
    const src = this.src.trim();
    const name = this.name.trim();
    const key = src ? `src:${src}` : name ? `name:${name}` : '';
    if (key === this.requested) return;
    this.requested = key;
    // Cleared at once, so the previous icon is never shown under the new name while it loads.
    this.svg = undefined;
    if (!key) return;
    let request: Promise<IconResult>;
    try {
      request = src ? iconFile(new URL(src, document.baseURI).href) : namedIcon(name);
    } catch (error) {
      request = Promise.resolve({ ok: false, reason: 'failed', detail: String(error) });
    }
    this.loading = request.then((result) => this.show(key, result));
  }

  /** Resolves once the icon asked for is shown, or known to be missing, as well as rendered. */
  protected override getUpdateComplete(): Promise<boolean> {
    return settledUpdate(
      () => super.getUpdateComplete(),
      () => this.loading,
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('size')) this.size = this.allowedValue('size', this.size, iconSizes, 'medium');
    if (changed.has('name') || changed.has('src')) this.load();
    if (changed.has('label')) {
      // On the host, so the name holds while the drawing loads and even if it never does.
      const label = this.label.trim();
      if (label) {
        this.setAttribute('role', 'img');
        this.setAttribute('aria-label', label);
        this.removeAttribute('aria-hidden');
      } else {
        this.removeAttribute('role');
        this.removeAttribute('aria-label');
        this.setAttribute('aria-hidden', 'true');
      }
    }
  }

  protected override render(): TemplateResult {
    return html`${this.svg ?? nothing}`;
  }
}
