import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, type ImageProps } from './image.tsx';

const render = (props: Partial<ImageProps>) =>
  renderToStaticMarkup(createElement(Image, props as ImageProps));

describe('<Image>', () => {
  it('loads lazily, decodes asynchronously and keeps its size', () => {
    const html = render({ src: '/a.png', alt: 'A chart', width: 640, height: '360' });
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="640"');
    expect(html).toContain('height="360"');
    expect(html).toContain('alt="A chart"');
  });

  it('allows an empty alt for a decorative image', () => {
    expect(render({ src: '/a.png', alt: '', width: 1, height: 1 })).toContain('alt=""');
  });

  it('puts a caption under the image', () => {
    const html = render({ src: '/a.png', alt: 'A', width: 1, height: 1, caption: 'Figure 1' });
    expect(html).toMatch(/<figure[^>]*><img[^>]*><figcaption>Figure 1<\/figcaption><\/figure>/);
  });

  it('stops on a missing alt, naming the element', () => {
    expect(() => render({ src: '/a.png', width: 1, height: 1 })).toThrow(
      '<Image src="/a.png">: alt is required',
    );
  });

  it.each([
    [{ height: 10 }, 'width'],
    [{ width: 10 }, 'height'],
    [{ width: 0, height: 10 }, 'width'],
    [{ width: '10px', height: 10 }, 'width'],
  ])('stops on a missing or bad size %j', (size, attribute) => {
    expect(() => render({ src: '/a.png', alt: 'A', ...size })).toThrow(
      `<Image src="/a.png">: ${attribute} is required`,
    );
  });
});
