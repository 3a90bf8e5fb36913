import { useEffect, useRef, useState } from 'react';

/** How long the confirmation stays in the live region. */
const messageMs = 4000;

/**
 * Copies text to the clipboard and keeps a message for a live region: "Copied …", or why not.
 * `label` names what was copied when the text itself is too long to read out (a code sample).
 */
export function useCopy() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string, label: string = text) => {
    navigator.clipboard
      .writeText(text)
      .then(() => setMessage(`Copied ${label}`))
      .catch(() =>
        setMessage(`Could not copy ${label}: the browser refused access to the clipboard.`),
      );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), messageMs);
  };
  return { message, copy };
}
