import { DocElementError } from '../shared/element-error.ts';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { type TokenRecord, tokens } from './token-data.ts';

const captions: Record<string, string> = {
  elevation: 'Elevation',
  'z-index': 'Layers (z-index)',
  radius: 'Corner radius',
  motion: 'Motion',
  'border-width': 'Border widths',
  size: 'Sizes',
};

/** A small sample of what the token does, where a sample says more than the value. */
function Sample({ token }: { token: TokenRecord }) {
  if (token.category === 'elevation') {
    return <span className="sk-token-sample" style={{ boxShadow: `var(${token.name})` }} />;
  }
  if (token.category === 'radius') {
    return <span className="sk-token-sample" style={{ borderRadius: `var(${token.name})` }} />;
  }
  return null;
}

/**
 * Every token of one category from the built tokens: name, value, what it is for, and a sample
 * for shadows and corners.
 */
export function TokenTable({ category }: { category: string }) {
  const rows = tokens.filter((t) => t.category === category);
  if (rows.length === 0 || !Object.hasOwn(captions, category)) {
    throw new DocElementError(
      'TokenTable',
      `category must be one of ${Object.keys(captions).join(', ')} (got ${JSON.stringify(category)}).`,
    );
  }
  const withSample = category === 'elevation' || category === 'radius';
  const described = rows.some((t) => t.description);
  return (
    <ScrollRegion label={`${captions[category]} tokens`}>
      <table className="sk-token-table">
        <caption>{captions[category]}, from @skerry/tokens</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            {described && <th scope="col">Use</th>}
            {withSample && <th scope="col">Sample</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((token) => (
            <tr key={token.name}>
              <th scope="row">
                <code>{token.name}</code>
              </th>
              <td>
                <code>{token.values.light}</code>
              </td>
              {described && <td>{token.description}</td>}
              {withSample && (
                <td>
                  <Sample token={token} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
