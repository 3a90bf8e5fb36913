import type { HeaderRule, RedirectRule } from './static-host-format.ts';

/**
 * What Cloudflare Pages reads of `_headers` and `_redirects` (Netlify reads more): 100 header
 * rules, lines of at most 2,000 characters; 2,000 static and 100 dynamic redirects (with a splat
 * or a placeholder), each at most 1,000 characters. Past them, rules are dropped: a page would
 * lose its headers on that host without a word.
 */
export const hostLimits = {
  headerRules: 100,
  headerLineCharacters: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectCharacters: 1000,
};

const dynamic = (rule: RedirectRule) => /\*|\/:[A-Za-z]/.test(rule.from);

/** Where the files exceed what the hosts read: one line per limit, none when they fit. */
export function hostLimitProblems(files: {
  headers: readonly HeaderRule[];
  headersText: string;
  redirects: readonly RedirectRule[];
  redirectsText: string;
}): string[] {
  const problems: string[] = [];
  const over = (what: string, count: number, limit: number) => {
    if (count > limit) problems.push(`${what}: ${count}, over the hosts' ${limit}`);
  };
  const longest = (text: string) => Math.max(0, ...text.split('\n').map((line) => line.length));
  over('_headers rules', files.headers.length, hostLimits.headerRules);
  over('_headers line characters', longest(files.headersText), hostLimits.headerLineCharacters);
  over(
    'static redirects',
    files.redirects.filter((rule) => !dynamic(rule)).length,
    hostLimits.staticRedirects,
  );
  over('dynamic redirects', files.redirects.filter(dynamic).length, hostLimits.dynamicRedirects);
  over('_redirects line characters', longest(files.redirectsText), hostLimits.redirectCharacters);
  return problems;
}
