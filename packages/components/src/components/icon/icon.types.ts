/** The icon sizes, named as the `--sk-size-icon-*` tokens: 16, 20, 24 and 32 px. */
export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];
