/** What a shipped icon must never contain, with the reason a reviewer would give. */
const rules: [RegExp, string][] = [
  [/<script\b/i, 'a <script> element'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/<foreignObject\b/i, 'a <foreignObject>, which can embed HTML'],
  [/\s(?:xlink:)?href\s*=/i, 'a reference (href) to another resource'],
  [/url\(/i, 'a url() reference'],
  [/<style\b/i, 'a <style> element, which would leak into the page'],
  [/\sid\s*=/i, 'an id, which could collide with the page or another icon'],
  [/\sclass\s*=/i, 'a class, which page styles could match'],
  [/<!ENTITY|<!DOCTYPE/i, 'a DTD or entity declaration'],
];

/** The reasons an icon's markup is unsafe or unfit to inline; empty when it is fine. */
export function unsafeParts(svg: string): string[] {
  return rules.filter(([pattern]) => pattern.test(svg)).map(([, reason]) => reason);
}
