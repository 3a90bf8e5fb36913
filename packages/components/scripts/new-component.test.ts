import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NewComponentError,
  newComponent,
  parseArgs,
  sinceVersion,
  startingBudget,
} from './new-component.ts';

const packageRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(packageRoot, '../..');

let dir: string;
let packageDir: string;
let contentDir: string;

/** Every file under `root` with its text, to show that a refused run wrote nothing. */
function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = fs.readFileSync(file, 'utf8');
  }
  return files;
}

const read = (file: string): string => fs.readFileSync(file, 'utf8');
const page = (name: string, file: string): string =>
  path.join(contentDir, 'core-components', name, file);

/**
 * A copy of the files the generator edits, taken from the real package, and a content folder
 * with a planned component's draft pages: the generator only ever writes in here.
 */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sk-new-component-'));
  packageDir = path.join(dir, 'components');
  contentDir = path.join(dir, 'content');
  for (const file of [
    'package.json',
    'CHANGELOG.md',
    'src/all.ts',
    'src/index.ts',
    'scripts/size-budgets.json',
  ]) {
    if (!fs.existsSync(path.join(packageRoot, file))) continue;
    fs.mkdirSync(path.dirname(path.join(packageDir, file)), { recursive: true });
    fs.copyFileSync(path.join(packageRoot, file), path.join(packageDir, file));
  }
  fs.mkdirSync(path.join(packageDir, 'src/components/button'), { recursive: true });
  fs.mkdirSync(path.join(contentDir, 'core-components/carousel'), { recursive: true });
  fs.writeFileSync(
    page('carousel', 'index.mdx'),
    '---\ntitle: "Carousel"\ndescription: "Slides that turn."\nbeta: true\n---\n\n# Carousel\n\nWritten guidance.\n',
  );
  fs.writeFileSync(
    page('carousel', 'api.mdx'),
    '---\ntitle: "Carousel API"\ndescription: "Planned."\n---\n\nIt has not been built.\n',
  );
  fs.writeFileSync(
    page('carousel', 'code.mdx'),
    '---\ntitle: "Carousel code"\ndescription: "Planned."\n---\n\nHand-written code page.\n',
  );
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run new:component', () => {
  it('creates the whole file set of a new component', async () => {
    const result = await newComponent({ name: 'date-picker', packageDir, contentDir });
    const folder = path.join(packageDir, 'src/components/date-picker');
    expect(fs.readdirSync(folder).sort()).toEqual([
      'date-picker.styles.ts',
      'date-picker.test.ts',
      'date-picker.ts',
      'date-picker.types.ts',
      'sk-date-picker.ts',
    ]);
    const source = read(path.join(folder, 'date-picker.ts'));
    expect(source).toContain('export class SkDatePicker extends SkElement');
    const { version } = JSON.parse(read(path.join(packageDir, 'package.json'))) as {
      version: string;
    };
    const since = `@since ${sinceVersion(packageDir, version)}`;
    for (const tag of ['@summary', '@tag sk-date-picker', '@status beta', since]) {
      expect(source).toContain(tag);
    }
    expect(read(path.join(folder, 'sk-date-picker.ts'))).toContain(
      "defineElement('sk-date-picker', SkDatePicker);",
    );
    const styles = read(path.join(folder, 'date-picker.styles.ts'));
    expect(styles).toContain('focusRingStyles');
    expect(styles).toContain('prefers-reduced-motion: reduce');
    expect(styles.trimEnd().endsWith('}\n  `,\n];')).toBe(true);
    expect(styles.lastIndexOf('@media')).toBe(styles.indexOf('@media (forced-colors: active)'));
    expect(read(path.join(folder, 'date-picker.types.ts'))).toContain(
      "export const datePickerVariants = ['neutral', 'subtle'] as const;",
    );
    const test = read(path.join(folder, 'date-picker.test.ts'));
    expect(test).toContain("describe('<sk-date-picker>'");
    for (const group of ['accessibility', 'properties', 'events', 'slots', 'keyboard', 'form']) {
      expect(test).toContain(`describe('${group}'`);
    }
    expect(test).toContain("describe('parts and states'");
    expect(result.created).toHaveLength(8);
    expect(result.kept).toEqual([]);
  });

  it('writes the generated source already formatted, with no placeholder left', async () => {
    await newComponent({ name: 'date-picker', packageDir, contentDir });
    const files = snapshot(dir);
    const config = await prettier.resolveConfig(path.join(repoRoot, 'package.json'));
    for (const [file, text] of Object.entries(files)) {
      expect(text, file).not.toMatch(/__[A-Za-z]+__/);
      if (file.endsWith('.ts')) {
        expect(await prettier.check(text, { ...config, parser: 'typescript' }), file).toBe(true);
      }
    }
  });

  it('registers the component in exports, all.ts, index.ts and the size budgets, in order', async () => {
    await newComponent({ name: 'date-picker', packageDir, contentDir });
    const pkg = JSON.parse(read(path.join(packageDir, 'package.json'))) as {
      exports: Record<string, unknown>;
      typesVersions: Record<string, Record<string, string[]>>;
    };
    expect(pkg.exports['./date-picker.js']).toEqual({
      types: './dist/components/date-picker/sk-date-picker.d.ts',
      default: './dist/components/date-picker/sk-date-picker.js',
    });
    expect(pkg.typesVersions['*']?.['date-picker.js']).toEqual([
      './dist/components/date-picker/sk-date-picker.d.ts',
    ]);
    // In name order among the components, whichever exist when it runs.
    const entries = Object.keys(pkg.exports).filter((key) => /^\.\/[a-z-]+\.js$/.test(key));
    const components = entries.filter((key) => key !== './all.js').map((key) => key.slice(2, -3));
    expect(components).toContain('date-picker');
    expect(components).toEqual([...components].sort());

    const all = read(path.join(packageDir, 'src/all.ts'))
      .split('\n')
      .flatMap((line) => /^export \* from '\.\/components\/([a-z-]+)\//.exec(line)?.[1] ?? []);
    expect(all).toContain('date-picker');
    expect(all).toEqual([...all].sort());

    const index = read(path.join(packageDir, 'src/index.ts'));
    expect(index).toContain(
      "export { SkDatePicker } from './components/date-picker/date-picker.js';\n" +
        "export * from './components/date-picker/date-picker.types.js';\n",
    );
    const budgets = JSON.parse(read(path.join(packageDir, 'scripts/size-budgets.json'))) as {
      components: Record<string, number>;
    };
    expect(budgets.components['sk-date-picker']).toBe(startingBudget);
    const tags = Object.keys(budgets.components);
    expect(tags).toEqual([...tags].sort());
  });

  it('makes a form control with --form-control: the field scaffold, the shared suite, States and Layouts', async () => {
    await newComponent({ name: 'postcode', packageDir, contentDir, formControl: true });
    const folder = path.join(packageDir, 'src/components/postcode');
    expect(fs.readdirSync(folder).sort()).toEqual([
      'postcode.styles.ts',
      'postcode.test.ts',
      'postcode.ts',
      'postcode.types.ts',
      'sk-postcode.ts',
    ]);
    const source = read(path.join(folder, 'postcode.ts'));
    expect(source).toContain('export class SkPostcode extends SkFormControl');
    expect(source).toMatch(/this\.renderField\(\s*html`<input\s+id="control"/);
    const test = read(path.join(folder, 'postcode.test.ts'));
    expect(test).toContain('runFormControlSuite({');
    expect(test).toContain("tag: 'sk-postcode'");
    const overview = read(page('postcode', 'index.mdx'));
    expect(overview).toContain('\n## States\n');
    expect(overview).toContain('\n## Layouts\n');
    expect(overview).toContain('layout="horizontal"');
    expect(read(page('postcode', 'code.mdx'))).toContain('<sk-postcode label="City" name="city"');
  });

  it('reads --form-control and --force from the command line', () => {
    expect(parseArgs(['field', '--form-control', '--force'])).toEqual({
      name: 'field',
      formControl: true,
      force: true,
    });
  });

  it('writes the three site pages: overview, generated API, code with a demo', async () => {
    await newComponent({ name: 'date-picker', packageDir, contentDir });
    const index = read(page('date-picker', 'index.mdx'));
    expect(index).toMatch(/^---\n[\s\S]*title: "Date picker"[\s\S]*\n---\n/);
    // The status comes from the class's @status (beta to start with), never the frontmatter.
    expect(index).not.toMatch(/^beta:/m);
    expect(index).toContain('<Demo title="Date picker">');
    expect(read(page('date-picker', 'api.mdx'))).toContain(
      '<WebComponentApi tag="sk-date-picker" />',
    );
    const code = read(page('date-picker', 'code.mdx'));
    expect(code).toContain("import '@skerry/components/date-picker.js';");
    expect(code).toContain('<Demo title="Variants">');
  });

  it('accepts the name with its sk- prefix', async () => {
    await newComponent({ name: 'sk-date-picker', packageDir, contentDir });
    expect(fs.existsSync(path.join(packageDir, 'src/components/date-picker/date-picker.ts'))).toBe(
      true,
    );
  });

  it("keeps a planned component's written pages, and replaces its boilerplate drafts", async () => {
    const result = await newComponent({ name: 'carousel', packageDir, contentDir });
    expect(read(page('carousel', 'index.mdx'))).toBe(
      '---\ntitle: "Carousel"\ndescription: "Slides that turn."\n---\n\n# Carousel\n\nWritten guidance.\n',
    );
    expect(read(page('carousel', 'api.mdx'))).toContain('<WebComponentApi tag="sk-carousel" />');
    expect(read(page('carousel', 'code.mdx'))).toContain('Hand-written code page.');
    expect(result.kept).toEqual([page('carousel', 'code.mdx')]);
  });

  it('replaces existing pages with --force', async () => {
    await newComponent({ name: 'carousel', packageDir, contentDir, force: true });
    expect(read(page('carousel', 'index.mdx'))).not.toContain('Written guidance.');
    expect(read(page('carousel', 'code.mdx'))).toContain('<Demo title="Variants">');
  });

  describe('refuses, writing nothing,', () => {
    for (const [name, message] of [
      ['', 'Give the component a name'],
      ['DatePicker', 'is not a component name'],
      ['date_picker', 'is not a component name'],
      ['2-up', 'is not a component name'],
      ['date--picker', 'is not a component name'],
      ['date-picker-', 'is not a component name'],
      ['all', 'is reserved'],
      ['form-control', 'is reserved'],
      ['button', 'sk-button already exists'],
      ['inline-button', 'sk-inline-button already exists'],
    ]) {
      it(`"${name}": ${message}`, async () => {
        const before = snapshot(dir);
        const run = newComponent({ name: name!, packageDir, contentDir });
        await expect(run).rejects.toThrow(NewComponentError);
        await expect(run).rejects.toThrow(message);
        expect(snapshot(dir)).toEqual(before);
      });
    }

    it('from the command line, with exit code 1 and the reason', () => {
      const before = snapshot(dir);
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(import.meta.dirname, 'new-component.ts'),
          'Bad_Name',
          '--package-dir',
          packageDir,
          '--content-dir',
          contentDir,
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('"Bad_Name" is not a component name');
      expect(snapshot(dir)).toEqual(before);
    });
  });
});

describe('sinceVersion', () => {
  const folder = (changelog?: string): string => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'sk-since-'));
    if (changelog !== undefined) fs.writeFileSync(path.join(made, 'CHANGELOG.md'), changelog);
    return made;
  };

  it('is the current version while that is not released', () => {
    expect(sinceVersion(folder(), '0.1.0')).toBe('0.1.0');
    expect(sinceVersion(folder('# @skerry/components\n\n## 1.0.0\n'), '1.1.0')).toBe('1.1.0');
  });

  it('is the next minor version once the current one is released', () => {
    expect(
      sinceVersion(folder('# @skerry/components\n\n## 1.0.0\n\n### Major Changes\n'), '1.0.0'),
    ).toBe('1.1.0');
  });
});
