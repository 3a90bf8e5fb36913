import { DocElementError } from '../shared/element-error.ts';
import { type Theme, type TokenRecord, themes, token, tokens } from '../token-table/token-data.ts';

/** The roles that give a theme its character, in the order a reader takes in a screen. */
export const keyRoles = [
  '--sk-color-surface',
  '--sk-color-surface-raised',
  '--sk-color-text',
  '--sk-color-text-subtle',
  '--sk-color-text-link',
  '--sk-color-border-strong',
  '--sk-color-interactive',
  '--sk-color-focus-ring',
] as const;

export interface KeyValue {
  name: string;
  description: string;
  value: string;
  /** Contrast with the role it is read against, where the package computes one. */
  contrast?: string;
}

/** A theme name from an MDX attribute, checked against the themes the package builds. */
export function themeOf(element: string, value: unknown): Theme {
  const found = themes.find((theme) => theme === value);
  if (!found) {
    throw new DocElementError(
      element,
      `theme must be one of ${themes.join(', ')} (got ${JSON.stringify(value)}).`,
    );
  }
  return found;
}

/** The key roles' values in one theme, read from the built tokens. */
export function keyValues(theme: Theme, from: readonly TokenRecord[] = tokens): KeyValue[] {
  return keyRoles.map((name) => {
    const role = token(name, from);
    const ratio = role.contrast?.ratios[theme];
    return {
      name,
      description: role.description,
      value: role.values[theme],
      contrast:
        role.contrast && ratio !== undefined
          ? `${ratio.toFixed(2)}:1 against ${role.contrast.against}`
          : undefined,
    };
  });
}
