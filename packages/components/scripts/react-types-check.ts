import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The `.tsx` file that must compile against the typings, with its expected errors marked. */
export const jsxTypeTest = path.join(root, 'types-test/react-jsx.tsx');

/**
 * Type-checks `types-test/react-jsx.tsx` against the React typings in `reactDts`, returning
 * the diagnostics as text (none when the typings accept every valid use and reject every
 * marked invalid one, since an unused `@ts-expect-error` is itself an error).
 */
export function typeCheckJsx(reactDts: string): string[] {
  const program = ts.createProgram([reactDts, jsxTypeTest], {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    experimentalDecorators: true,
    useDefineForClassFields: false,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    .map((text, i, all) => (all.length > 1 ? `${i + 1}. ${text}` : text));
}

/**
 * Generates the React typings from a fresh manifest of the source into `.cache/` and checks
 * the type test against them, so the test needs no prior build.
 */
export async function checkReactTypes(): Promise<string[]> {
  const { analyze } = await import('./manifest/analyze.ts');
  const { reactTypes } = await import('./manifest/react-types.ts');
  const dir = path.join(root, '.cache/react-types');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'react.d.ts');
  fs.writeFileSync(file, reactTypes(analyze(), '../../src/index.js'));
  return typeCheckJsx(file);
}
