/**
 * A colour as the browser computes it (`rgb(…)`), for comparing a token, a keyword or a
 * `var()` with what a part shows.
 */
export function computedColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
