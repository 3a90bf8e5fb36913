import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The `.tsx` file that must compile against the bindings, with its expected errors marked. */
export const typeTest = path.join(root, 'types-test/bindings.tsx');

/** Where React's typings come from: React 19's `@types/react`, or React 18's under an alias. */
export type ReactTypes = '@types/react' | '@types/react-18';

/**
 * Type-checks `types-test/bindings.tsx` against the built bindings, with `react` resolved to the
 * given typings (every import of it, @lit/react's included), and returns the diagnostics as text:
 * none when valid uses compile and every `@ts-expect-error` marks a real error.
 */
export function typeCheck(reactTypes: ReactTypes): string[] {
  const typings = path.join(root, 'node_modules', reactTypes);
  const hoisted = path.resolve(root, '../../node_modules', reactTypes);
  const program = ts.createProgram([typeTest], {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    // A consumer's settings: the bindings' own declarations are checked, not skipped.
    skipLibCheck: false,
    paths: {
      react: [typings, hoisted],
      'react/*': [`${typings}/*`, `${hoisted}/*`],
    },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.relative(root, d.file.fileName)}: ` : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}
