/**
 * `npm run new:component -- <name> [--form-control] [--force]`: creates a component's whole file
 * set from `templates/` — class, registering entry, styles, types and test in
 * `src/components/<name>/`, and its three site pages — then registers it in `package.json`
 * exports, `src/all.ts` and `src/index.ts`, and gives it a budget in `scripts/size-budgets.json`.
 * Every list of components (style checks, size entries, the package test) is read from the
 * exports, so nothing else needs editing. `--form-control` starts from an `SkFormControl` on the
 * field scaffold, tested with the shared form-control suite. Every check runs before the first
 * write, so a refused name leaves the tree untouched.
 *
 * Existing site pages: a planned component already has pages. Its overview (`index.mdx`) holds
 * written guidance, so it is kept, losing only a `beta` field: once the component exists its
 * `@status` decides, and the site refuses frontmatter that says it. Its API and code pages are still
 * the planned draft's boilerplate ("has not been built"), so they are replaced. Any other
 * existing page is kept. `--force` replaces all three with the templates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';

const packageRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(packageRoot, '../..');
const templatesDir = path.join(import.meta.dirname, 'templates');

/** Names that would collide with a package entry point, a `src/` folder or a base class. */
export const reservedNames = new Set([
  'all',
  'index',
  'react',
  'custom-elements',
  'base',
  'components',
  'controllers',
  'internal',
  'localization',
  'styles',
  'testing',
  'element',
  'form-control',
]);

export interface NewComponentOptions {
  /** The component's name, kebab-case, with or without its `sk-` prefix. */
  name: string;
  /** The package to write into: `packages/components` unless a test points elsewhere. */
  packageDir?: string;
  /** The site's content folder: `site/content` unless a test points elsewhere. */
  contentDir?: string;
  /** Replace existing site pages with the templates. */
  force?: boolean;
  /** Start from the form-control templates: an `SkFormControl` rendering its field. */
  formControl?: boolean;
}

/** The gzipped bytes a new component may start with in `size-budgets.json`; tighten it later. */
export const startingBudget = 4 * 1024;

export interface NewComponentResult {
  created: string[];
  changed: string[];
  kept: string[];
}

export class NewComponentError extends Error {
  override name = 'NewComponentError';
}

const pascal = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
const camel = (name: string): string =>
  name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const words = (name: string): string => name.replace(/-/g, ' ');

/** Checks the name and returns it without the `sk-` prefix; throws on a name it cannot use. */
export function validateName(raw: string | undefined, packageDir = packageRoot): string {
  if (!raw)
    throw new NewComponentError('Give the component a name: npm run new:component -- <name>');
  const name = raw.replace(/^sk-/, '');
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name)) {
    throw new NewComponentError(
      `"${raw}" is not a component name: use lowercase letters, digits and single hyphens, ` +
        'starting with a letter (for example "date-picker").',
    );
  }
  if (reservedNames.has(name)) {
    throw new NewComponentError(
      `"${name}" is reserved: it would collide with a package entry point, a src/ folder or a base class.`,
    );
  }
  const exports = readPackage(packageDir).exports;
  if (
    fs.existsSync(path.join(packageDir, 'src/components', name)) ||
    Object.hasOwn(exports, `./${name}.js`)
  ) {
    throw new NewComponentError(`sk-${name} already exists in ${packageDir}.`);
  }
  return name;
}

interface PackageJson {
  version: string;
  exports: Record<string, unknown>;
  typesVersions?: Record<'*', Record<string, string[]>>;
  [key: string]: unknown;
}

function readPackage(packageDir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The version a new component arrives in, for its `@since`: the package's current version while
 * that is not released yet, otherwise the next minor one (a new component is a minor change),
 * as its `CHANGELOG.md` tells: Changesets adds a `## <version>` heading at each release.
 */
export function sinceVersion(packageDir: string, version: string): string {
  const changelog = path.join(packageDir, 'CHANGELOG.md');
  const released =
    fs.existsSync(changelog) &&
    fs.readFileSync(changelog, 'utf8').split('\n').includes(`## ${version}`);
  if (!released) return version;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

function fillTemplate(file: string, values: Record<string, string>): string {
  let text = fs.readFileSync(path.join(templatesDir, file), 'utf8');
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`__${key}__`, value);
  return text;
}

/**
 * Inserts `lines` among the lines matching `pattern` (whose first group is the component
 * folder), keeping them in alphabetical order; throws when the file has no such line.
 */
function insertSorted(
  text: string,
  pattern: RegExp,
  name: string,
  lines: string[],
  file: string,
): string {
  const all = text.split('\n');
  const matching = all.flatMap((line, i) => {
    const folder = pattern.exec(line)?.[1];
    return folder ? [{ i, folder }] : [];
  });
  if (!matching.length) {
    throw new NewComponentError(`${file}: found no line to add sk-${name} next to.`);
  }
  const before = matching.find((m) => m.folder > name);
  const at = before ? before.i : matching.at(-1)!.i + 1;
  all.splice(at, 0, ...lines);
  return all.join('\n');
}

/** The exports map with `./<name>.js` added among the components' entries, in name order. */
function withExport(pkg: PackageJson, name: string): PackageJson {
  const entry = {
    types: `./dist/components/${name}/sk-${name}.d.ts`,
    default: `./dist/components/${name}/sk-${name}.js`,
  };
  const keys = Object.keys(pkg.exports);
  const isComponent = (key: string): boolean =>
    /\/components\//.test(JSON.stringify(pkg.exports[key]));
  const components = keys.filter(isComponent);
  // By component name, as all.ts and index.ts are ordered: `form` before `form-group`.
  const nameOf = (key: string): string => key.replace(/^\.\/|\.js$/g, '');
  const next = components.find((key) => nameOf(key) > name);
  const at = next
    ? keys.indexOf(next)
    : components.length
      ? keys.indexOf(components.at(-1)!) + 1
      : keys.length;
  const ordered = [...keys.slice(0, at), `./${name}.js`, ...keys.slice(at)];
  const exports = Object.fromEntries(
    ordered.map((key) => [key, key === `./${name}.js` ? entry : pkg.exports[key]]),
  );
  // The same types for TypeScript's node10 resolution, which reads no exports (checked when the
  // packages are packed: scripts/packages/).
  const paths = pkg.typesVersions?.['*'] ?? {};
  const typesVersions = { '*': { ...paths, [`${name}.js`]: [entry.types] } };
  return { ...pkg, exports, typesVersions };
}

/** `size-budgets.json` with `tag` given the starting budget, its components in tag order. */
function withBudget(text: string, tag: string): string {
  const data = JSON.parse(text) as { components: Record<string, number> };
  const components = { ...data.components, [tag]: startingBudget };
  const sorted = Object.fromEntries(
    Object.entries(components).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return `${JSON.stringify({ ...data, components: sorted }, null, 2)}\n`;
}

/** The page without a `beta` field in its frontmatter, which a built component may not have. */
function withoutBetaFrontmatter(page: string): string {
  const end = page.indexOf('\n---', 4);
  if (!page.startsWith('---\n') || end === -1) return page;
  return page.slice(0, end).replace(/\nbeta:[^\n]*/, '') + page.slice(end);
}

/** A planned component's API or code page, still saying the component does not exist. */
const plannedDraft = /has not been built|has not been released/;

export async function newComponent(options: NewComponentOptions): Promise<NewComponentResult> {
  const packageDir = path.resolve(options.packageDir ?? packageRoot);
  const contentDir = path.resolve(options.contentDir ?? path.join(repoRoot, 'site/content'));
  const name = validateName(options.name, packageDir);
  const pkg = readPackage(packageDir);
  const title = words(name).replace(/^./, (c) => c.toUpperCase());
  const values = {
    name,
    tag: `sk-${name}`,
    Pascal: pascal(name),
    camel: camel(name),
    Title: title,
    lowerTitle: words(name),
    version: sinceVersion(packageDir, pkg.version),
  };

  // Everything is computed first: the writes below happen only once nothing can fail.
  const writes = new Map<string, string>();
  const result: NewComponentResult = { created: [], changed: [], kept: [] };
  const prettierConfig = (await prettier.resolveConfig(path.join(repoRoot, 'package.json'))) ?? {};
  const format = (source: string): Promise<string> =>
    prettier.format(source, { ...prettierConfig, parser: 'typescript' });

  // A form control has templates of its own for the class, styles, types, test and pages.
  const kind = options.formControl ? 'form-control' : 'component';
  const componentDir = path.join(packageDir, 'src/components', name);
  for (const [template, file] of [
    [`${kind}.ts.tpl`, `${name}.ts`],
    ['sk-component.ts.tpl', `sk-${name}.ts`],
    [`${kind}.styles.ts.tpl`, `${name}.styles.ts`],
    [`${kind}.types.ts.tpl`, `${name}.types.ts`],
    [`${kind}.test.ts.tpl`, `${name}.test.ts`],
  ] as const) {
    const target = path.join(componentDir, file);
    writes.set(target, await format(fillTemplate(template, values)));
    result.created.push(target);
  }

  const pagesDir = path.join(contentDir, 'core-components', name);
  for (const page of ['index', 'api', 'code'] as const) {
    const target = path.join(pagesDir, `${page}.mdx`);
    const template =
      options.formControl && page !== 'api' ? `form-control.${page}.mdx.tpl` : `${page}.mdx.tpl`;
    const fresh = fillTemplate(template, values);
    if (!fs.existsSync(target)) {
      writes.set(target, fresh);
      result.created.push(target);
      continue;
    }
    const existing = fs.readFileSync(target, 'utf8');
    if (options.force || (page !== 'index' && plannedDraft.test(existing))) {
      writes.set(target, fresh);
      result.changed.push(target);
    } else if (page === 'index' && withoutBetaFrontmatter(existing) !== existing) {
      writes.set(target, withoutBetaFrontmatter(existing));
      result.changed.push(target);
    } else {
      result.kept.push(target);
    }
  }

  const packageFile = path.join(packageDir, 'package.json');
  writes.set(packageFile, `${JSON.stringify(withExport(pkg, name), null, 2)}\n`);

  const budgetFile = path.join(packageDir, 'scripts/size-budgets.json');
  writes.set(budgetFile, withBudget(fs.readFileSync(budgetFile, 'utf8'), `sk-${name}`));

  const edits: [string, RegExp, string[]][] = [
    [
      'src/all.ts',
      /^export \* from '\.\/components\/([a-z0-9-]+)\//,
      [`export * from './components/${name}/sk-${name}.js';`],
    ],
    [
      'src/index.ts',
      /^export .* from '\.\/components\/([a-z0-9-]+)\//,
      [
        `export { Sk${values.Pascal} } from './components/${name}/${name}.js';`,
        `export * from './components/${name}/${name}.types.js';`,
      ],
    ],
  ];
  for (const [file, pattern, lines] of edits) {
    const target = path.join(packageDir, file);
    writes.set(target, insertSorted(fs.readFileSync(target, 'utf8'), pattern, name, lines, file));
  }
  result.changed.push(
    packageFile,
    budgetFile,
    ...edits.map(([file]) => path.join(packageDir, file)),
  );

  for (const [file, text] of writes) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return result;
}

/** Reads `<name> [--form-control] [--force] [--package-dir DIR] [--content-dir DIR]`. */
export function parseArgs(argv: string[]): NewComponentOptions {
  const options: NewComponentOptions = { name: '' };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--force') options.force = true;
    else if (arg === '--form-control') options.formControl = true;
    else if (arg === '--package-dir') options.packageDir = argv[++i];
    else if (arg === '--content-dir') options.contentDir = argv[++i];
    else if (arg.startsWith('--')) throw new NewComponentError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  if (positional.length > 1) {
    throw new NewComponentError(`Give one name, not ${positional.length}: ${positional.join(' ')}`);
  }
  options.name = positional[0] ?? '';
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const { created, changed, kept } = await newComponent(parseArgs(process.argv.slice(2)));
    const show = (file: string): string => path.relative(process.cwd(), file);
    for (const file of created) console.log(`  created  ${show(file)}`);
    for (const file of changed) console.log(`  changed  ${show(file)}`);
    for (const file of kept) console.log(`  kept     ${show(file)} (exists; --force replaces it)`);
    console.log(
      '\nNext: fill in every TODO(new:component) comment, and rewrite any kept page that still\n' +
        'calls the component planned. Then: npx vitest run --project components <name>',
    );
  } catch (error) {
    if (!(error instanceof NewComponentError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
