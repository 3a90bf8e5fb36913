import type { Plugin } from '@custom-elements-manifest/analyzer';
import type { Manifest, ManifestElement } from './manifest-types.ts';

/**
 * Replaces type aliases derived from `as const` arrays (`ButtonVariant`, from
 * `(typeof buttonVariants)[number]`) by their literal union, so the API tables, editor data and
 * React typings list the allowed values instead of a name that means nothing outside the source.
 */
export function resolveConstUnions(): Plugin {
  const arrays = new Map<string, string[]>();
  const aliases = new Map<string, string>();
  return {
    name: 'sk-resolve-const-unions',
    collectPhase({ ts: api, node }) {
      if (api.isVariableDeclaration(node) && node.initializer) {
        const init = node.initializer;
        if (api.isAsExpression(init) && api.isArrayLiteralExpression(init.expression)) {
          const elements = init.expression.elements;
          const strings = elements.filter(api.isStringLiteral).map((e) => e.text);
          if (strings.length === elements.length) arrays.set(node.name.getText(), strings);
        }
      }
      if (api.isTypeAliasDeclaration(node) && api.isIndexedAccessTypeNode(node.type)) {
        const object = node.type.objectType;
        const query = api.isParenthesizedTypeNode(object) ? object.type : object;
        if (api.isTypeQueryNode(query)) aliases.set(node.name.text, query.exprName.getText());
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const resolve = (text: string): string =>
        text
          .split('|')
          .map((part) => {
            const values = arrays.get(aliases.get(part.trim()) ?? '');
            return values ? values.map((v) => `'${v}'`).join(' | ') : part.trim();
          })
          .join(' | ');
      for (const module of (customElementsManifest as unknown as Manifest).modules) {
        for (const declaration of module.declarations ?? []) {
          const element = declaration as ManifestElement;
          for (const item of [...(element.members ?? []), ...(element.attributes ?? [])]) {
            if (item.type) item.type.text = resolve(item.type.text);
          }
        }
      }
    },
  };
}

/** Copies the `@status` and `@since` JSDoc tags of each class into its manifest entry. */
export function statusAndSince(): Plugin {
  return {
    name: 'sk-status-since',
    analyzePhase({ ts: api, node, moduleDoc }) {
      if (!api.isClassDeclaration(node) || !node.name) return;
      const name = node.name.text;
      const doc = moduleDoc.declarations?.find((d) => d.name === name) as
        (ManifestElement & Record<string, unknown>) | undefined;
      if (!doc) return;
      for (const tag of api.getJSDocTags(node)) {
        const tagName = tag.tagName.text;
        if (tagName !== 'status' && tagName !== 'since') continue;
        const comment = typeof tag.comment === 'string' ? tag.comment : '';
        doc[tagName] = comment.trim();
      }
    },
  };
}

/**
 * Points every module path — of modules, exports and `inheritedFrom` — at the published
 * JavaScript (`dist/…/button.js`) instead of the source, since the manifest describes the
 * package as installed.
 */
export function publishedPaths(): Plugin {
  const toDist = (p: string): string => p.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  const rewrite = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(rewrite);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, child] of Object.entries(record)) {
        if ((key === 'path' || key === 'module') && typeof child === 'string') {
          record[key] = toDist(child);
        } else rewrite(child);
      }
    }
  };
  return {
    name: 'sk-published-paths',
    packageLinkPhase({ customElementsManifest }) {
      rewrite(customElementsManifest.modules);
    },
  };
}
