/** GA4; the id looks like `G-XXXXXXXXXX`. */
export interface GoogleAnalyticsConfig {
  measurementId: string;
}

/** `trackerUrl` is the Matomo base URL, where `matomo.php` and `matomo.js` live. */
export interface MatomoConfig {
  siteId: string | number;
  trackerUrl: string;
}

export interface HotjarConfig {
  hjid: number;
  enabled: boolean;
}

export interface SentryConfig {
  dsn: string;
  /** Errors are reported only from this host name and its subdomains. */
  productionDomain: string;
  environment?: string;
  /**
   * The script to load instead of the Loader Script derived from the DSN
   * (`https://js.sentry-cdn.com/<public key>.min.js`): a self-hosted Sentry's loader, or a
   * versioned CDN bundle such as `https://browser.sentry-cdn.com/<version>/bundle.min.js`.
   */
  scriptUrl?: string;
}

/** Every tracker is off unless its key is present. */
export interface AnalyticsConfig {
  googleAnalytics?: GoogleAnalyticsConfig;
  matomo?: MatomoConfig;
  hotjar?: HotjarConfig;
  sentry?: SentryConfig;
}

const knownKeys: Record<string, readonly string[]> = {
  '': ['googleAnalytics', 'matomo', 'hotjar', 'sentry'],
  googleAnalytics: ['measurementId'],
  matomo: ['siteId', 'trackerUrl'],
  hotjar: ['hjid', 'enabled'],
  sentry: ['dsn', 'productionDomain', 'environment', 'scriptUrl'],
};

const hostnamePattern =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A DSN is `https://<public key>@<host>/<project id>`. */
function isDsn(value: unknown): boolean {
  if (!isHttpsUrl(value)) return false;
  const url = new URL(value as string);
  return url.username !== '' && /^\/(.+\/)?\d+$/.test(url.pathname);
}

function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function unknownKeys(path: string, value: Record<string, unknown>): string[] {
  const allowed = knownKeys[path] ?? [];
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => `${path ? `${path}.` : ''}${key} is not a known option`);
}

/** Whether `config` turns a tracker on; without one, no analytics code loads at all. */
export function anyTracker(config: AnalyticsConfig | undefined): boolean {
  if (!config) return false;
  return Boolean(
    config.googleAnalytics || config.matomo || config.hotjar?.enabled || config.sentry,
  );
}

/**
 * Every problem in an analytics configuration, as sentences naming the field; an empty list means
 * valid. Meant for build time (site configuration), so a typo fails the build instead of silently
 * turning a tracker off.
 */
export function validateAnalyticsConfig(config: unknown): string[] {
  if (config === undefined) return [];
  if (!isRecord(config)) return ['the analytics configuration must be an object'];
  const problems = unknownKeys('', config);
  const section = (key: string, check: (value: Record<string, unknown>) => string[]) => {
    const value = config[key];
    if (value === undefined) return;
    if (!isRecord(value)) problems.push(`${key} must be an object`);
    else problems.push(...unknownKeys(key, value), ...check(value));
  };

  section('googleAnalytics', ({ measurementId }) =>
    typeof measurementId === 'string' && /^G-[A-Z0-9]+$/.test(measurementId)
      ? []
      : ['googleAnalytics.measurementId must be a GA4 measurement id such as "G-ABC123XYZ"'],
  );
  section('matomo', ({ siteId, trackerUrl }) => [
    ...(isPositiveInteger(siteId) || (typeof siteId === 'string' && /^[1-9]\d*$/.test(siteId))
      ? []
      : ['matomo.siteId must be a positive whole number']),
    ...(isHttpsUrl(trackerUrl)
      ? []
      : ['matomo.trackerUrl must be an https URL such as "https://stats.example.org/"']),
  ]);
  section('hotjar', ({ hjid, enabled }) => [
    ...(isPositiveInteger(hjid) ? [] : ['hotjar.hjid must be a positive whole number']),
    ...(typeof enabled === 'boolean' ? [] : ['hotjar.enabled must be true or false']),
  ]);
  section('sentry', ({ dsn, productionDomain, environment, scriptUrl }) => [
    ...(isDsn(dsn) ? [] : ['sentry.dsn must be a DSN such as "https://key@o1.ingest.sentry.io/1"']),
    ...(typeof productionDomain === 'string' && hostnamePattern.test(productionDomain)
      ? []
      : ['sentry.productionDomain must be a lowercase host name such as "skerry.design"']),
    ...(environment === undefined || (typeof environment === 'string' && environment !== '')
      ? []
      : ['sentry.environment must be a non-empty string']),
    ...(scriptUrl === undefined || isHttpsUrl(scriptUrl)
      ? []
      : ['sentry.scriptUrl must be an https URL']),
  ]);
  return problems;
}
