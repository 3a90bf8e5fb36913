const svgNamespace = 'http://www.w3.org/2000/svg';

/*
 * The rules of @skerry/icons' build (packages/icons/src/sanitize.ts), applied to a file the
 * page did not ship: where the build refuses an icon, this removes the offending part and keeps
 * the drawing. Ids, classes and styles the build also refuses are harmless here, because the
 * icon lives in the element's shadow root; a <style> element goes anyway, as it can fetch.
 */
const animation = 'an animation element';
const removedElements = new Map([
  ['script', 'a <script> element'],
  ['foreignobject', 'a <foreignObject>, which can embed HTML'],
  ['style', 'a <style> element'],
  // An animation can set an attribute, such as href to a javascript: URL, after sanitising.
  ['animate', animation],
  ['animatemotion', animation],
  ['animatetransform', animation],
  ['set', animation],
  ['discard', animation],
]);

/** What was wrong with an attribute, or undefined when it may stay. */
function unsafeAttribute(attribute: Attr): string | undefined {
  if (/^on/i.test(attribute.localName)) return 'an event handler attribute';
  if (attribute.localName === 'href' && !attribute.value.trim().startsWith('#')) {
    return 'a reference (href) to another resource';
  }
  if (/url\(\s*(?!['"]?\s*#)/i.test(attribute.value)) return 'a url() reference';
  return undefined;
}

export interface SanitizedSvg {
  /** The drawing, adopted into this document, safe to clone into a shadow root. */
  svg: SVGSVGElement;
  /** What was removed, one reason per kind, for a development warning. */
  removed: string[];
}

/**
 * Parses SVG markup and strips what could run script, embed HTML or reach another resource:
 * `<script>`, `on*` handlers, `<foreignObject>`, `<style>`, animation elements, elements outside
 * the SVG namespace, and `href`s and `url()`s that are not fragment references. Undefined when
 * the markup is not an SVG image, or declares entities (which the icon build refuses too).
 */
export function sanitizeSvg(markup: string): SanitizedSvg | undefined {
  if (/<!ENTITY/i.test(markup)) return undefined;
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = parsed.documentElement;
  if (
    root.namespaceURI !== svgNamespace ||
    root.localName !== 'svg' ||
    parsed.getElementsByTagName('parsererror').length > 0
  ) {
    return undefined;
  }
  const removed = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!element.isConnected) continue; // Inside an element already removed.
    const reason =
      element.namespaceURI === svgNamespace
        ? removedElements.get(element.localName.toLowerCase())
        : 'an element from outside SVG';
    if (reason) {
      element.remove();
      removed.add(reason);
      continue;
    }
    for (const attribute of [...element.attributes]) {
      const problem = unsafeAttribute(attribute);
      if (problem) {
        element.removeAttributeNode(attribute);
        removed.add(problem);
      }
    }
  }
  return {
    svg: document.importNode(root as Element as SVGSVGElement, true),
    removed: [...removed],
  };
}
