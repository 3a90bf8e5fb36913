import { encodeReserved, encodeUnreserved } from './encode.ts';
import type { ParamScalar, ParamValue } from './params.ts';

interface Operator {
  prefix: string;
  separator: string;
  /** `name=value` pairs, as in the query operators. */
  named: boolean;
  /** What follows a name whose value is the empty string: `?q=` but `;q`. */
  ifEmpty: string;
  reserved: boolean;
  /**
   * Plain `{id}` has no way to drop out of the URL, and an empty segment would quietly turn
   * `/items/{id}` into the collection URL, so a missing value is an error there.
   */
  required: boolean;
}

const simple: Operator = {
  prefix: '',
  separator: ',',
  named: false,
  ifEmpty: '',
  reserved: false,
  required: true,
};

const operators: Record<string, Operator> = {
  '+': { prefix: '', separator: ',', named: false, ifEmpty: '', reserved: true, required: true },
  '#': { prefix: '#', separator: ',', named: false, ifEmpty: '', reserved: true, required: false },
  '.': { prefix: '.', separator: '.', named: false, ifEmpty: '', reserved: false, required: false },
  '/': { prefix: '/', separator: '/', named: false, ifEmpty: '', reserved: false, required: false },
  ';': { prefix: ';', separator: ';', named: true, ifEmpty: '', reserved: false, required: false },
  '?': { prefix: '?', separator: '&', named: true, ifEmpty: '=', reserved: false, required: false },
  '&': { prefix: '&', separator: '&', named: true, ifEmpty: '=', reserved: false, required: false },
};

interface VarSpec {
  name: string;
  explode: boolean;
  maxLength: number | undefined;
}

export interface Expansion {
  url: string;
  /** Every name the template mentions, set or not: only the others go to the query string. */
  consumed: Set<string>;
}

const expressionPattern = /\{([^{}]*)\}/g;
const varSpecPattern = /^([A-Za-z0-9_.]|%[0-9A-Fa-f]{2})+(\*|:[1-9][0-9]{0,3})?$/;

function parseVarSpec(spec: string, template: string): VarSpec {
  if (!varSpecPattern.test(spec)) {
    throw new Error(`URL template "${template}" has an invalid variable "${spec}"`);
  }
  if (spec.endsWith('*')) return { name: spec.slice(0, -1), explode: true, maxLength: undefined };
  const [name = '', length] = spec.split(':');
  return { name, explode: false, maxLength: length === undefined ? undefined : Number(length) };
}

function scalarText(value: ParamScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** RFC 6570: null, undefined and empty lists are undefined and leave no trace in the URL. */
function definedValues(value: ParamValue): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = (value as readonly ParamScalar[])
      .filter((item) => item !== null && item !== undefined)
      .map(scalarText);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    throw new TypeError(
      'A URL parameter must be a string, number, boolean, Date or a list of them',
    );
  }
  return [scalarText(value as ParamScalar)];
}

function expandVar(spec: VarSpec, values: string[], op: Operator): string {
  const encode = op.reserved ? encodeReserved : encodeUnreserved;
  const pair = (text: string) =>
    op.named ? `${encodeUnreserved(spec.name)}${text === '' ? op.ifEmpty : `=${text}`}` : text;
  const isList = values.length > 1;
  if (!isList && spec.maxLength !== undefined) {
    const prefix = Array.from(values[0] ?? '')
      .slice(0, spec.maxLength)
      .join('');
    return pair(encode(prefix));
  }
  if (spec.explode) return values.map((value) => pair(encode(value))).join(op.separator);
  return pair(values.map(encode).join(','));
}

/**
 * Expands an RFC 6570 template (levels 1 to 3, plus list values and the explode modifier):
 * `/items{/id}`, `/items/{id}`, `{?page,limit}`, `{+base}`. Values are percent-encoded; optional
 * expressions with no value drop out; a missing value in a plain `{id}` throws before any request.
 */
export function expandTemplate(
  template: string,
  params: Readonly<Record<string, ParamValue>>,
): Expansion {
  const consumed = new Set<string>();
  const url = template.replace(expressionPattern, (_match, body: string) => {
    const operator = operators[body.charAt(0)] ?? simple;
    const specs = (operator === simple ? body : body.slice(1)).split(',');
    const parts: string[] = [];
    for (const raw of specs) {
      const spec = parseVarSpec(raw, template);
      consumed.add(spec.name);
      const values = definedValues(params[spec.name]);
      if (values === undefined || (operator.required && values.every((value) => value === ''))) {
        if (operator.required) {
          throw new Error(`URL template "${template}" needs a value for "${spec.name}"`);
        }
        continue;
      }
      parts.push(expandVar(spec, values, operator));
    }
    return parts.length === 0 ? '' : operator.prefix + parts.join(operator.separator);
  });
  if (url.includes('{') || url.includes('}')) {
    throw new Error(`URL template "${template}" has an unbalanced brace`);
  }
  return { url, consumed };
}
