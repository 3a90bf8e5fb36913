/**
 * Where the build puts the Angular showcase (`@skerry/angular`'s `build:showcase`) below the
 * site's base: the sidebar's "Angular Components" opens it, `engine/postbuild/angular-showcase.ts` copies
 * it in.
 */
export const angularShowcasePath = 'angular';
