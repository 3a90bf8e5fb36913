import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Video, type VideoProps } from './video.tsx';

const valid: VideoProps = {
  src: '/clip.mp4',
  captions: '/clip.en.vtt',
  title: 'Opening a modal',
  width: 1280,
  height: 720,
};
const render = (props: object) => renderToStaticMarkup(createElement(Video, props as VideoProps));

describe('<Video>', () => {
  it('uses the native controls, loads only metadata and has captions', () => {
    const html = render(valid);
    expect(html).toMatch(/<video[^>]* controls=""/);
    expect(html).toContain('preload="metadata"');
    expect(html).toMatch(/<track kind="captions" src="\/clip.en.vtt" srcLang="en"/);
    expect(html).toContain('aria-label="Opening a modal"');
  });

  it('never plays by itself, even when asked to', () => {
    const html = render({ ...valid, autoPlay: true, autoplay: true });
    expect(html).not.toMatch(/autoplay/i);
  });

  it('stops on missing captions, naming the element', () => {
    expect(() => render({ ...valid, captions: undefined })).toThrow(
      '<Video src="/clip.mp4">: captions is required',
    );
  });

  it('stops on a missing title or size', () => {
    expect(() => render({ ...valid, title: '' })).toThrow('title is required');
    expect(() => render({ ...valid, width: undefined })).toThrow('width is required');
  });
});
