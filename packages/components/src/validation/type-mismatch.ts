import type { Validator } from './validator.js';

/* The "valid email address" of the HTML standard, which `<input type=email>` checks. */
const emailAddress =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;

/**
 * `typeMismatch` while a non-empty value is not an email address; with `multiple`, a
 * comma-separated list of them.
 */
export const email: Validator<{ readonly value: string; readonly multiple?: boolean }> = ({
  value,
  multiple,
}) => {
  if (!value) return null;
  const addresses = multiple ? value.split(',').map((address) => address.trim()) : [value];
  return addresses.every((address) => emailAddress.test(address))
    ? null
    : { flag: 'typeMismatch', key: 'typeMismatchEmail' };
};

/** `typeMismatch` while a non-empty value is not an absolute URL, as `<input type=url>`. */
export const url: Validator<{ readonly value: string }> = ({ value }) =>
  !value || URL.canParse(value) ? null : { flag: 'typeMismatch', key: 'typeMismatchUrl' };
