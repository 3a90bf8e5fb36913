import type { Plugin } from '@custom-elements-manifest/analyzer';
import type { Manifest, ManifestElement, ManifestNamed } from './manifest-types.ts';

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
        // `[…] as const satisfies readonly Size[]`: a subset checked against a shared scale.
        const init = api.isSatisfiesExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
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
 * Leaves out of a class's API what it inherits but does not use, named by its `@notInherited`
 * JSDoc tag (`@notInherited min max step` on a password field, which has no range): the
 * members and attributes of those names, so the API tables, editor data and React typings
 * offer nothing that has no effect. A name the class does not inherit fails the build, so the
 * tag cannot outlive what it hides.
 */
export function notInherited(): Plugin {
  const hidden = new Map<string, { names: string[]; path: string }>();
  return {
    name: 'sk-not-inherited',
    analyzePhase({ ts: api, node, moduleDoc }) {
      if (!api.isClassDeclaration(node) || !node.name) return;
      const names = api
        .getJSDocTags(node)
        .filter((tag) => tag.tagName.text === 'notInherited')
        .flatMap((tag) => (typeof tag.comment === 'string' ? tag.comment : '').split(/\s+/))
        .filter(Boolean);
      if (names.length) hidden.set(node.name.text, { names, path: moduleDoc.path ?? '' });
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const module of (customElementsManifest as unknown as Manifest).modules) {
        for (const declaration of module.declarations ?? []) {
          const element = declaration as ManifestElement;
          const entry = hidden.get(element.name);
          if (element.kind !== 'class' || !entry) continue;
          const inherited = (item: ManifestNamed & { inheritedFrom?: unknown }) =>
            item.inheritedFrom !== undefined && entry.names.includes(item.name);
          for (const name of entry.names) {
            const found = [...(element.members ?? []), ...(element.attributes ?? [])].some(
              (item) => item.name === name && inherited(item),
            );
            if (!found) {
              throw new Error(
                `${entry.path}: ${element.name} has @notInherited ${name}, but inherits no member or attribute of that name`,
              );
            }
          }
          element.members = element.members?.filter((item) => !inherited(item));
          element.attributes = element.attributes?.filter((item) => !inherited(item));
        }
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

/** What one class's source says about its strings: term() keys and `this.x` uses per member. */
interface ClassStrings {
  superclass?: string;
  /** Member name → the translation keys it passes to `this.localize.term()` itself. */
  keys: Map<string, Set<string>>;
  /** Member name → the names of the members it reaches through `this.x` or `super.x`. */
  uses: Map<string, Set<string>>;
  /** Member name → the names it reaches through `super.x`: the superclass's own definition. */
  superUses: Map<string, Set<string>>;
  /** Members outside code can reach: public ones, and the lifecycle callbacks. */
  entryPoints: Set<string>;
}

/** Called by the browser or by Lit, whatever their visibility in TypeScript. */
const lifecycleCallbacks = new Set([
  'constructor',
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'adoptedCallback',
  'formAssociatedCallback',
  'formResetCallback',
  'formDisabledCallback',
  'formStateRestoreCallback',
  'shouldUpdate',
  'willUpdate',
  'update',
  'render',
  'firstUpdated',
  'updated',
  'getUpdateComplete',
  'scheduleUpdate',
  'performUpdate',
  'createRenderRoot',
]);

/**
 * Records in each element's manifest entry the translation keys it shows or announces
 * (`translationKeys: ['loading']`), read from its source rather than kept by hand: the string
 * literals it passes to `this.localize.term()` in the members it can run — its public members and
 * lifecycle callbacks, and every member those reach through `this.…`, each in its most derived
 * definition (and the overridden one only where it is called through `super`). A hook
 * no subclass calls (`valueMissingMessage()` of a button) adds nothing. A `term()` call whose key
 * is not a string literal fails the build, since no reader could tell which string it shows —
 * unless its member says where the keys come from with a `@translationKeys` tag, as
 * `SkFormControl.checkConstraints` does for its validators' messages. That tag, on any member,
 * lists the keys the member brings in (`@translationKeys tooShort tooLong`), so a control's
 * `validators` getter names the messages of the validators it returns.
 */
export function translationKeys(): Plugin {
  const classes = new Map<string, ClassStrings>();
  return {
    name: 'sk-translation-keys',
    analyzePhase({ ts: api, node, moduleDoc }) {
      if (!api.isClassDeclaration(node) || !node.name) return;
      // The analyzer bundles its own TypeScript, whose node types are not the workspace's.
      type TsNode = Parameters<typeof api.forEachChild>[0];
      const info: ClassStrings = {
        keys: new Map(),
        uses: new Map(),
        superUses: new Map(),
        entryPoints: new Set(),
      };
      const extendsClause = node.heritageClauses?.find(
        (clause) => clause.token === api.SyntaxKind.ExtendsKeyword,
      );
      const base = extendsClause?.types[0]?.expression;
      if (base && api.isIdentifier(base)) info.superclass = base.text;

      for (const member of node.members) {
        const name = api.isConstructorDeclaration(member)
          ? 'constructor'
          : member.name && (api.isIdentifier(member.name) || api.isPrivateIdentifier(member.name))
            ? member.name.text
            : undefined;
        if (!name) continue;
        const modifiers = api.canHaveModifiers(member) ? (api.getModifiers(member) ?? []) : [];
        const hidden = modifiers.some(
          (m) =>
            m.kind === api.SyntaxKind.PrivateKeyword || m.kind === api.SyntaxKind.ProtectedKeyword,
        );
        if (lifecycleCallbacks.has(name) || (!hidden && !name.startsWith('#'))) {
          info.entryPoints.add(name);
        }
        const keys = info.keys.get(name) ?? new Set<string>();
        const uses = info.uses.get(name) ?? new Set<string>();
        const superUses = info.superUses.get(name) ?? new Set<string>();
        const declared = api
          .getJSDocTags(member)
          .filter((tag) => tag.tagName.text === 'translationKeys');
        for (const tag of declared) {
          const text = typeof tag.comment === 'string' ? tag.comment : '';
          for (const key of text.match(/\b[a-z]\w*\b/gi) ?? []) keys.add(key);
        }
        const visit = (child: TsNode): void => {
          if (api.isPropertyAccessExpression(child)) {
            const receiver = child.expression.kind;
            if (
              receiver === api.SyntaxKind.ThisKeyword ||
              receiver === api.SyntaxKind.SuperKeyword
            ) {
              uses.add(child.name.text);
            }
            if (receiver === api.SyntaxKind.SuperKeyword) superUses.add(child.name.text);
          }
          if (
            api.isCallExpression(child) &&
            api.isPropertyAccessExpression(child.expression) &&
            child.expression.name.text === 'term' &&
            child.expression.expression.getText() === 'this.localize'
          ) {
            const [key] = child.arguments;
            if (!key || (!api.isStringLiteralLike(key) && !declared.length)) {
              throw new Error(
                `${moduleDoc.path}: ${node.name!.text}.${name} calls this.localize.term() with a key that is not a string literal; the manifest could not list the strings the element uses.`,
              );
            }
            if (api.isStringLiteralLike(key)) keys.add(key.text);
          }
          api.forEachChild(child, visit);
        };
        api.forEachChild(member, visit);
        info.keys.set(name, keys);
        info.uses.set(name, uses);
        info.superUses.set(name, superUses);
      }
      classes.set(node.name.text, info);
    },
    packageLinkPhase({ customElementsManifest }) {
      const chain = (name: string): ClassStrings[] => {
        const found: ClassStrings[] = [];
        for (let info = classes.get(name); info; info = classes.get(info.superclass ?? '')) {
          found.push(info);
        }
        return found;
      };
      for (const module of (customElementsManifest as unknown as Manifest).modules) {
        for (const declaration of module.declarations ?? []) {
          const element = declaration as ManifestElement;
          if (element.kind !== 'class' || !element.tagName) continue;
          const ancestry = chain(element.name);
          const pending = ancestry.flatMap((info) => [...info.entryPoints]);
          const reached = new Set<string>();
          const keys = new Set<string>();
          // A name runs its most derived definition, and a superclass's only where that one
          // calls `super.name`: a getter a control overrides does not bring the base's strings.
          while (pending.length) {
            const name = pending.pop()!;
            if (reached.has(name)) continue;
            reached.add(name);
            for (const info of ancestry) {
              if (!info.keys.has(name)) continue;
              info.keys.get(name)!.forEach((key) => keys.add(key));
              info.uses.get(name)!.forEach((used) => pending.push(used));
              if (!info.superUses.get(name)!.has(name)) break;
            }
          }
          element.translationKeys = [...keys].sort();
        }
      }
    },
  };
}
