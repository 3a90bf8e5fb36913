/**
 * The adjustment: each pair of the shared table that fails in a theme is made to pass, where the
 * palette allows, by moving roles along their ramps. Every move is noted in a sentence for the
 * pair's check; a pair nothing fixes keeps its roles and a note of what was tried.
 */
import { contrastRatio, luminance } from '../lib/contrast.ts';
import { intendedBackgrounds } from '../lib/pairs.ts';
import type { RoleValue } from './types.ts';

/** Roles that move with their base, so that hover and press stay distinct from rest. */
const followers: Record<string, readonly string[]> = {
  interactive: ['interactive-hover', 'interactive-active', 'focus-ring'],
  'text-link': ['text-link-hover'],
};

/** The colours of an alias's family, lightest first: the ramp a role can move along. */
export function familyOf(alias: string, colors: Map<string, string>): string[] {
  const parts = alias.split('.');
  if (parts.length < 3) return [alias];
  const prefix = `${parts.slice(0, -1).join('.')}.`;
  return [...colors.keys()]
    .filter((k) => k.startsWith(prefix) && k.split('.').length === parts.length)
    .sort((a, b) => luminance(colors.get(b)!) - luminance(colors.get(a)!));
}

const short = (alias: string | null) => alias?.replace(/^color\./, '') ?? 'a literal colour';
const ratioOf = (a: string, b: string) => contrastRatio(a, b);

/** Moves and their reasons for one theme; the checks are computed afterwards from the result. */
export function adjustRoles(
  theme: string,
  roles: Record<string, RoleValue>,
  colors: Map<string, string>,
  /** The foreground roles whose pairs to adjust; all of the table's by default. */
  only: readonly string[] = Object.keys(intendedBackgrounds),
): Map<string, string[]> {
  const notes = new Map<string, string[]>();
  const note = (role: string, sentence: string) =>
    notes.set(role, [...(notes.get(role) ?? []), sentence]);
  const set = (role: string, alias: string) => {
    roles[role] = { value: colors.get(alias)!, alias };
  };

  /**
   * Moves a role's followers by as many steps as the role moved. Hover and pressed states stay
   * distinct from their base and from each other: one pushed off the end of the ramp, or onto a
   * step already taken, takes the nearest free step, on its own side first. The focus ring may
   * share its base's step, as it does in Skerry's light theme.
   */
  const follow = (base: string, from: string, to: string) => {
    const family = familyOf(from, colors);
    const shift = family.indexOf(to) - family.indexOf(from);
    const taken = new Set([family.indexOf(to)]);
    const moved: string[] = [];
    for (const follower of followers[base] ?? []) {
      const current = roles[follower]?.alias;
      if (!current || !family.includes(current)) continue;
      const side = Math.sign(family.indexOf(current) - family.indexOf(from)) || 1;
      let index = Math.min(family.length - 1, Math.max(0, family.indexOf(current) + shift));
      if (follower !== 'focus-ring') {
        const free = [...family.keys()]
          .filter((i) => !taken.has(i))
          .sort(
            (a, b) =>
              Math.abs(a - index) - Math.abs(b - index) ||
              Number(Math.sign(b - index) === side) - Number(Math.sign(a - index) === side),
          );
        if (taken.has(index) && free.length) index = free[0]!;
        taken.add(index);
      }
      if (family[index] !== current) {
        set(follower, family[index]!);
        moved.push(`${follower} to ${short(family[index]!)}`);
        if (follower in intendedBackgrounds) {
          note(
            follower,
            `${follower} moved from ${short(current)} to ${short(family[index]!)} with ${base}.`,
          );
        }
      }
    }
    return moved.length ? ` (with it, ${moved.join(', ')})` : '';
  };

  const value = (role: string) => roles[role]!.value;
  const isLight = (hex: string) => ratioOf(hex, '#000000') >= ratioOf(hex, '#ffffff');

  /** Steps a foreground away from its background until the pair passes; false if no step does. */
  const moveAway = (role: string, against: string, minimum: number): boolean => {
    const from = roles[role]!.alias;
    if (!from) return false;
    const family = familyOf(from, colors);
    const direction = isLight(value(against)) ? 1 : -1; // lightest first: +1 is darker
    for (let i = family.indexOf(from) + direction; i >= 0 && i < family.length; i += direction) {
      const candidate = colors.get(family[i]!)!;
      if (ratioOf(candidate, value(against)) >= minimum) {
        set(role, family[i]!);
        note(
          role,
          `${role} moved from ${short(from)} to ${short(family[i]!)}${follow(role, from, family[i]!)}.`,
        );
        return true;
      }
    }
    return false;
  };

  /** Text on a fill: the other of white and near-black first, then the fill moves. */
  const fixTextOnFill = (role: string, fill: string, minimum: number): boolean => {
    const text = roles[role]!;
    const other = isLight(text.value) ? 'color.neutral.950' : 'color.white';
    if (ratioOf(colors.get(other)!, value(fill)) >= minimum) {
      set(role, other);
      note(role, `${role} changed from ${short(text.alias)} to ${short(other)}.`);
      return true;
    }
    const fillRule = intendedBackgrounds[fill];
    const fillFrom = roles[fill]!.alias;
    if (!fillFrom) return false;
    const family = familyOf(fillFrom, colors);
    for (const candidateText of [text.alias, other]) {
      if (!candidateText) continue;
      const textHex = colors.get(candidateText)!;
      const direction = isLight(textHex) ? 1 : -1;
      for (
        let i = family.indexOf(fillFrom) + direction;
        i >= 0 && i < family.length;
        i += direction
      ) {
        const fillHex = colors.get(family[i]!)!;
        const fillPasses =
          !fillRule || ratioOf(fillHex, value(fillRule.against)) >= fillRule.minimum;
        if (ratioOf(textHex, fillHex) >= minimum && fillPasses) {
          set(fill, family[i]!);
          const moved = `${fill} moved from ${short(fillFrom)} to ${short(family[i]!)}${follow(fill, fillFrom, family[i]!)}`;
          if (candidateText !== text.alias) {
            set(role, candidateText);
            note(
              role,
              `${role} changed from ${short(text.alias)} to ${short(candidateText)} and ${moved}.`,
            );
          } else note(role, `${moved} so that ${role} passes on it.`);
          note(fill, `${moved} so that ${role} passes on it.`);
          return true;
        }
      }
    }
    return false;
  };

  // Pairs on a surface first: a fill settles before the text on it is judged.
  const pairs = Object.entries(intendedBackgrounds)
    .filter(([role]) => only.includes(role))
    .sort(
      ([, a], [, b]) =>
        Number(a.against in intendedBackgrounds) - Number(b.against in intendedBackgrounds),
    );
  for (const [role, { against, minimum }] of pairs) {
    if (!roles[role] || !roles[against]) {
      throw new Error(`The ${theme} theme has no ${roles[role] ? against : role} role`);
    }
    if (ratioOf(value(role), value(against)) >= minimum) continue;
    const fixed =
      against in intendedBackgrounds
        ? fixTextOnFill(role, against, minimum)
        : moveAway(role, against, minimum);
    if (!fixed) {
      note(
        role,
        `No step of ${short(roles[role]!.alias)}'s ramp reaches ${minimum}:1 against ${against}; ${role} is left at ${short(roles[role]!.alias)}.`,
      );
    }
  }
  return notes;
}
