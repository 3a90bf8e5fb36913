function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` (when not typing elsewhere) or Ctrl/Cmd+K: the keys that open search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const slash =
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTyping(event.target);
  const commandK =
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
  return slash || commandK;
}
